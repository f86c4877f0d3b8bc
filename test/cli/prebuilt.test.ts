import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRAPPER_HEAD, WRAPPER_TAIL } from '../../packages/cli/code-cache.js';
import { freshCli, freshCliFor } from '../../packages/cli/fresh.js';
import {
  bundleCommands,
  DEFERRED,
  goSourcesPlugin,
  goTextFilesPlugin,
  inlinePackagesPlugin,
  SCRIPT_COMMANDS,
} from '../../scripts/bundle-cli.ts';
import { type CommandModule, commands } from '../../src/cli/commands.ts';
import { deferredFresh, freshBundle, REPO_ROOT } from '../../src/cli/prebuilt.ts';
import { FNV_OFFSET, fnv } from '../../src/go/build/file-hash.ts';

// The prebuilt commands must behave exactly like the source and must never be used once stale.
let dir = '';
let notes: string[] = [];
beforeAll(async () => {
  // Under the repository, as the real cache is: the bundles import npm packages from node_modules.
  mkdirSync(join(REPO_ROOT, 'node_modules', '.cache'), { recursive: true });
  dir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', 'oplab-test-'));
  notes = await bundleCommands(dir);
}, 600_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  let out = '';
  let err = '';
  return {
    io: {
      // The program's output arrives as bytes, the command's own lines as text.
      stdout: {
        write: (s: string | Uint8Array) =>
          (out += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
      },
      stderr: {
        write: (s: string | Uint8Array) =>
          (err += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
      },
      isTTY: false,
    },
    out: () => out,
    err: () => err,
  };
}

describe('prebuilt oplab commands', () => {
  // The bundle step notes a failed build and goes on (the command then runs from source, ~3x the
  // CPU): a failure here is a bug in the sources, e.g. an import the bundle's facades do not export.
  it('builds every command: none falls back to running from source', () => {
    expect(notes.filter((n) => /not prebuilt|not checked|not installed/.test(n))).toEqual([]);
    expect(notes.some((n) => /^oplab: prebuilt from \d+ files/.test(n))).toBe(true);
    for (const name of ['go', 'run'])
      expect(notes).toContainEqual(expect.stringMatching(new RegExp(`^oplab ${name}: prebuilt from`)));
  });

  it('bundles `go` and records the sources it was built from', () => {
    const bundle = freshBundle('go', dir);
    expect(bundle).toBe(join(dir, 'go.mjs'));
  });

  it('runs a Go program exactly as the source command does', async () => {
    const file = join(dir, 'main.go');
    writeFileSync(
      file,
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Printf("%d %q\\n", 6*7, "ok")\n\tpanic("boom")\n}\n',
    );
    const fromBundle = ((await import(pathToFileURL(join(dir, 'go.mjs')).href)) as { default: CommandModule })
      .default;
    const fromSource = (await import('../../src/cli/go.ts')).default;
    const a = capture();
    const b = capture();
    const codeA = await fromBundle.run(['run', file], a.io);
    const codeB = await fromSource.run(['run', file], b.io);
    expect(a.out()).toBe('42 "ok"\n');
    expect([codeA, a.out(), a.err()]).toEqual([codeB, b.out(), b.err()]);
    // go run: the program's panic exits 2, go run itself says so and exits 1.
    expect(a.err()).toMatch(/panic: boom\n[\s\S]*\nexit status 2\n$/);
    expect(codeA).toBe(1);
  }, 60_000);

  it('is not used once any of its sources changed', () => {
    const path = 'src/cli/go.ts';
    const mtime = statSync(join(REPO_ROOT, path)).mtimeMs;
    writeFileSync(join(dir, 'stale.mjs'), 'export default {}\n');
    writeFileSync(join(dir, 'stale.json'), JSON.stringify({ inputs: { [path]: mtime - 1000 } }));
    expect(freshBundle('stale', dir)).toBeUndefined();
    writeFileSync(join(dir, 'stale.json'), JSON.stringify({ inputs: { [path]: mtime } }));
    expect(freshBundle('stale', dir)).toBe(join(dir, 'stale.mjs'));
    writeFileSync(join(dir, 'stale.json'), JSON.stringify({ inputs: { 'src/cli/no-such-file.ts': 1 } }));
    expect(freshBundle('stale', dir)).toBeUndefined();
  });
});

describe('the prebuilt bundles key on the Go sources they embed', () => {
  // std and the Kubernetes packages are .go files imported as text: esbuild names them with their
  // `?raw` suffix, and a manifest that kept it could not stat them, so a changed .go would go unseen.
  const go = 'src/go/std/strings/strings.go';
  it('lists every embedded .go file by its path, and a changed one makes the bundle stale', () => {
    for (const name of ['go.json', 'cli.json']) {
      const { inputs } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        inputs: Record<string, number>;
      };
      expect(inputs[go]).toBe(statSync(join(REPO_ROOT, go)).mtimeMs);
      expect(Object.keys(inputs).filter((p) => p.includes('?'))).toEqual([]);
      expect(Object.keys(inputs).filter((p) => p.endsWith('.go')).length).toBeGreaterThan(50);
    }
    const { inputs } = JSON.parse(readFileSync(join(dir, 'go.json'), 'utf8')) as {
      inputs: Record<string, number>;
    };
    writeFileSync(join(dir, 'gostale.mjs'), 'export default {}\n');
    writeFileSync(join(dir, 'gostale.json'), JSON.stringify({ inputs }));
    expect(freshBundle('gostale', dir)).toBe(join(dir, 'gostale.mjs'));
    writeFileSync(
      join(dir, 'gostale.json'),
      JSON.stringify({ inputs: { ...inputs, [go]: inputs[go] - 1000 } }),
    );
    expect(freshBundle('gostale', dir)).toBeUndefined();
  });
});

describe('the prebuilt CLI hashes its Go sources when it is bundled', () => {
  // The Go snapshot's keys hash every registry file's text; the bundle carries each file's hash, and
  // it must be the one the engine finds from source (the site's build, tests), or no key would match.
  it('notes each embedded file with the hash the engine finds for its text', async () => {
    const esbuild = await import('esbuild');
    const go = join(REPO_ROOT, 'src/go/std/strings/strings.go');
    const entry = join(dir, 'hash-entry.ts');
    writeFileSync(
      entry,
      [
        `import text from ${JSON.stringify(`${go}?raw`)};`,
        `import { fileHash, isKnown } from ${JSON.stringify(join(REPO_ROOT, 'src/go/build/file-hash.ts'))};`,
        'export const found = { text, known: isKnown(text), hash: fileHash(text) };',
      ].join('\n'),
    );
    const out = join(dir, 'hash-out.mjs');
    await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      plugins: [goSourcesPlugin()],
      loader: { '.go': 'text' },
      logLevel: 'silent',
    });
    const { found } = (await import(pathToFileURL(out).href)) as {
      found: { text: string; known: boolean; hash: number };
    };
    const text = readFileSync(go, 'utf8');
    expect(found.text).toBe(text);
    expect(found.known).toBe(true);
    expect(found.hash).toBe(fnv(FNV_OFFSET, text));
  });
});

describe('the whole-CLI bundle keeps its Go sources in files beside its chunks', () => {
  // goTextFilesPlugin: a text as a stand-in for its slice of its area's Latin-1 file (src/go,
  // src/kube), the file read when a text is first read; one with a character above U+00FF stays a
  // literal. Every text must come back as the file's, with the hash the engine finds for it (the
  // snapshot's keys) and the facts code reads without parsing it (kube's struct names).
  it('reads no file until a text is read, then gives back each text, its hash and facts', async () => {
    const esbuild = await import('esbuild');
    const { goTextFactsOf } = await import('../../scripts/site-go-texts.ts');
    const sources = [
      'src/go/std/strings/strings.go', // ASCII
      'src/go/std/math/math.go', // '½': Latin-1
      'src/kube/gopkg/apimachinery/resource.go', // '×': Latin-1, another area
      'src/kube/gopkg/apimachinery/types.go', // '…': above U+00FF, stays a literal
    ].map((p) => join(REPO_ROOT, p));
    const out = join(dir, 'text-files');
    mkdirSync(out, { recursive: true });
    const entry = join(dir, 'text-entry.ts');
    writeFileSync(
      entry,
      [
        ...sources.map((go, i) => `import t${i} from ${JSON.stringify(`${go}?raw`)};`),
        `import { fileHash, isKnown } from ${JSON.stringify(join(REPO_ROOT, 'src/go/build/file-hash.ts'))};`,
        `import { goText, goTextFacts, isDeferredGoText } from ${JSON.stringify(join(REPO_ROOT, 'src/go/build/go-text.ts'))};`,
        `const all = [${sources.map((_, i) => `t${i}`).join(', ')}];`,
        'export const standIns = all.map((s) => ({ deferred: isDeferredGoText(s), known: isKnown(s), hash: fileHash(s), facts: goTextFacts(s) }));',
        'export const texts = () => all.map(goText);',
      ].join('\n'),
    );
    const goText = goTextFilesPlugin();
    await esbuild.build({
      entryPoints: { entry },
      bundle: true,
      format: 'esm',
      platform: 'node',
      outdir: out,
      outExtension: { '.js': '.mjs' },
      plugins: [goText.plugin],
      loader: { '.go': 'text' },
      logLevel: 'silent',
    });
    const files = goText.files();
    expect([...files.keys()].sort()).toEqual(['./go-text-src-go.txt', './go-text-src-kube.txt']);
    const bundled = readFileSync(join(out, 'entry.mjs'), 'utf8');
    expect(bundled).not.toContain('func Abs(');
    expect(bundled.match(/knownSource\(['"`]/g)).toHaveLength(1); // types.go's literal
    // Imported before the area files exist: nothing is read yet.
    const { standIns, texts } = (await import(pathToFileURL(join(out, 'entry.mjs')).href)) as {
      standIns: { deferred: boolean; known: boolean; hash: number; facts: unknown }[];
      texts: () => string[];
    };
    for (const [file, text] of files) writeFileSync(join(out, file), text, 'latin1');
    const read = texts();
    sources.forEach((go, i) => {
      const text = readFileSync(go, 'utf8');
      expect(read[i]).toBe(text);
      expect(standIns[i].known).toBe(true);
      expect(standIns[i].hash).toBe(fnv(FNV_OFFSET, text));
      expect(standIns[i].deferred).toBe(i < 3);
      expect(standIns[i].facts).toEqual(i < 3 ? goTextFactsOf(text) : undefined);
    });
    expect((standIns[2].facts as { structs: string[] }).structs).toContain('Quantity');
  });
});

describe("the prebuilt CLI's zod", () => {
  // inlinePackagesPlugin keeps only zod's English locale in the bundle (the engine never switches
  // locale); messages must stay those zod gives from node_modules.
  it('has only the English locale, and gives the same messages', async () => {
    const esbuild = await import('esbuild');
    const { z } = await import('zod');
    const entry = join(dir, 'zod-entry.ts');
    writeFileSync(
      entry,
      [
        "import { z } from 'zod';",
        'export const locales = Object.keys(z.locales);',
        "export const issues = z.object({ id: z.string().min(2), n: z.number().int() }).safeParse({ id: 'a', n: 1.5 }).error?.issues.map((i) => i.message);",
      ].join('\n'),
    );
    const out = join(dir, 'zod-out.mjs');
    await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      plugins: [inlinePackagesPlugin()],
      logLevel: 'silent',
    });
    const bundled = (await import(pathToFileURL(out).href)) as { locales: string[]; issues: string[] };
    expect(bundled.locales).toEqual(['en']);
    const expected = z
      .object({ id: z.string().min(2), n: z.number().int() })
      .safeParse({ id: 'a', n: 1.5 })
      .error?.issues.map((i) => i.message);
    expect(expected).toHaveLength(2);
    expect(bundled.issues).toEqual(expected);
  });
});

describe('the prebuilt CLI comes with its checked packages', () => {
  // The bundle step fills both snapshots (src/cli/prefill.ts): a learner's first grade after an
  // install must read them, not check the Kubernetes packages again (5.3 s) and write them.
  const snapshot = (kind: string) => {
    const f = readdirSync(dir).find((n) => n.startsWith('go-snapshot-') && n.endsWith(`-${kind}.bin`));
    expect(f).toBeDefined();
    return join(dir, f as string);
  };
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(dir, 'cli', 'oplab.mjs'), ...args], {
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
  const hello = () => {
    const file = join(dir, 'hello-cache.go');
    writeFileSync(file, 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Printf("%v|%q\\n", 6*7, "x") }\n');
    return file;
  };
  const flip = (file: string, offsets: number[]) => {
    const bytes = readFileSync(file);
    for (const at of offsets) bytes[at] ^= 0x10;
    writeFileSync(file, bytes);
  };

  it('grades first from the snapshot the bundle step wrote, and does not write it again', () => {
    const kube = snapshot('kube');
    const before = statSync(kube);
    const first = cli(['grade', 'scope-get', '--solution']);
    const unsnapshotted = cli(['grade', 'scope-get', '--solution'], { OPLAB_NO_SNAPSHOT: '1' });
    expect(first.stdout).toMatch(/^scope-get: PASS/);
    expect([first.status, first.stdout, first.stderr]).toEqual([
      unsnapshotted.status,
      unsnapshotted.stdout,
      unsnapshotted.stderr,
    ]);
    const after = statSync(kube);
    expect([after.mtimeMs, after.size, after.ino]).toEqual([before.mtimeMs, before.size, before.ino]);
    // A terminal exercise checks some packages from other sources: it has a snapshot of its own, so
    // neither it nor the next code grade writes one again.
    const shell = snapshot('shell');
    const shellBefore = statSync(shell);
    expect(cli(['grade', 'webhook-local', '--solution']).stdout).toMatch(/^webhook-local: PASS/);
    expect(statSync(shell).mtimeMs).toBe(shellBefore.mtimeMs);
    expect(statSync(kube).mtimeMs).toBe(before.mtimeMs);
  }, 240_000);

  it("gives a program importing more than hello world a snapshot of its own; hello world's stays as it was", () => {
    const go = snapshot('go');
    const before = statSync(go);
    const sets = () => readdirSync(dir).filter((n) => /^go-snapshot-[0-9a-z]+-go-[0-9a-z]+\.bin$/.test(n));
    expect(sets()).toEqual([]);
    const file = join(dir, 'list.go');
    writeFileSync(
      file,
      'package main\n\nimport (\n\t"container/list"\n\t"fmt"\n)\n\nfunc main() {\n\tl := list.New()\n\tl.PushBack(7)\n\tfmt.Println(l.Len(), l.Front().Value)\n}\n',
    );
    const right = cli(['go', 'run', file], { OPLAB_NO_SNAPSHOT: '1' });
    expect(right.stdout).toBe('1 7\n');
    const first = cli(['go', 'run', file]);
    expect([first.status, first.stdout, first.stderr]).toEqual([right.status, right.stdout, right.stderr]);
    expect(sets()).toHaveLength(1);
    const after = statSync(go);
    expect([after.mtimeMs, after.size, after.ino]).toEqual([before.mtimeMs, before.size, before.ino]);
    // The next run reads its own and checks nothing: neither file is written again.
    const own = statSync(join(dir, sets()[0]));
    expect(own.size).toBeGreaterThan(before.size);
    expect(cli(['go', 'run', file]).stdout).toBe('1 7\n');
    expect(statSync(join(dir, sets()[0])).mtimeMs).toBe(own.mtimeMs);
    expect(cli(['go', 'run', hello()]).stdout).toBe('42|"x"\n');
    expect(statSync(go).mtimeMs).toBe(before.mtimeMs);
    expect(sets()).toHaveLength(1);
  }, 240_000);

  it("reads a snapshot only with its build's key and its trailer's hashes", async () => {
    const { openSnapshotFile } = await import('../../src/cli/go-snapshot.ts');
    const go = snapshot('go');
    const key = go.slice(go.lastIndexOf('go-snapshot-') + 'go-snapshot-'.length).split('-')[0];
    expect(openSnapshotFile(go, key)).toBeDefined();
    expect(openSnapshotFile(go, `${key}x`)).toBeUndefined();
    const copy = join(dir, 'copy.bin');
    const bytes = readFileSync(go);
    // Without the trailer (a file of the earlier format, or cut short).
    writeFileSync(copy, bytes.subarray(0, bytes.length - 4096));
    expect(openSnapshotFile(copy, key)).toBeUndefined();
    writeFileSync(copy, bytes);
    flip(copy, [64]);
    expect(openSnapshotFile(copy, key)).toBeUndefined();
    rmSync(copy);
  });

  it("checks a main table's hash once: later starts trust the seal while the file is the one checked", async () => {
    const { openSnapshotFile } = await import('../../src/cli/go-snapshot.ts');
    const go = snapshot('go');
    const key = go.slice(go.lastIndexOf('go-snapshot-') + 'go-snapshot-'.length).split('-')[0];
    const copy = join(dir, 'go-snapshot-sealtest.bin');
    writeFileSync(copy, readFileSync(go));
    expect(existsSync(`${copy}.sealed`)).toBe(false);
    expect(openSnapshotFile(copy, key)).toBeDefined();
    const seal = readFileSync(`${copy}.sealed`, 'latin1');
    expect(seal).toMatch(/^\d+:\d+:\d+:[\d.]+:[\d.]+:\d+$/);
    // Changed in place after the check (same inode): its times change, the seal no longer matches,
    // and the hash finds the damage.
    flip(copy, [64]);
    expect(openSnapshotFile(copy, key)).toBeUndefined();
    // The seal is what spares the hash: one that names this (damaged) file as it is now is trusted.
    const st = statSync(copy);
    writeFileSync(
      `${copy}.sealed`,
      `${st.dev}:${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}:${seal.split(':')[5]}`,
    );
    expect(openSnapshotFile(copy, key)).toBeDefined();
    rmSync(copy);
    rmSync(`${copy}.sealed`);
  });

  it('does not use a damaged snapshot: it answers as without one, and writes the snapshot anew', () => {
    const go = snapshot('go');
    const file = hello();
    const right = cli(['go', 'run', file], { OPLAB_NO_SNAPSHOT: '1' });
    expect(right.stdout).toBe('42|"x"\n');
    // A byte of the main table (the first 1/8 of the file is header and main table).
    flip(go, [Math.trunc(statSync(go).size / 8)]);
    const damaged = readFileSync(go);
    const r = cli(['go', 'run', file]);
    expect([r.status, r.stdout, r.stderr]).toEqual([right.status, right.stdout, right.stderr]);
    expect(readFileSync(go).equals(damaged)).toBe(false);
    const again = statSync(go);
    expect(cli(['go', 'run', file]).stdout).toBe(right.stdout);
    expect(statSync(go).mtimeMs).toBe(again.mtimeMs);
  }, 240_000);

  it("stops when a function body's segment read later is damaged, and removes the snapshot", async () => {
    const { snapshotLayout } = await import('../../src/go/index.ts');
    const go = snapshot('go');
    const file = hello();
    const { mainEnd, segmentStarts } = snapshotLayout(new Uint8Array(readFileSync(go))) as {
      mainEnd: number;
      segmentStarts: number[];
    };
    expect(segmentStarts.length).toBeGreaterThan(10);
    // A byte in every segment: the first one the program's build reads is found damaged.
    flip(
      go,
      segmentStarts.map((s) => s + 4),
    );
    expect(mainEnd).toBeLessThan(segmentStarts[1]);
    const r = cli(['go', 'run', file]);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('the cache of compiled packages');
    expect(readdirSync(dir).some((n) => n.startsWith('go-snapshot-') && n.endsWith('-go.bin'))).toBe(false);
    // The next run checks the packages again and writes the snapshot.
    expect(cli(['go', 'run', file]).stdout).toBe('42|"x"\n');
    expect(snapshot('go')).toBe(go);
  }, 240_000);
});

describe("the prebuilt CLI's checked exercises", () => {
  // The bundle step keeps the built-in code exercises parsed and validated (src/cli/checked.ts),
  // keyed by their files' text: a grade uses them only while exercise.yaml is as it was.
  const node = (args: string[], ...pre: string[]) =>
    spawnSync(process.execPath, [...pre, join(dir, 'cli', 'oplab.mjs'), ...args], {
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { ...process.env },
    });
  const source = (args: string[]) =>
    spawnSync(process.execPath, ['src/cli/oplab.ts', ...args], {
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { ...process.env },
    });
  const kept = () => join(dir, 'cli', 'checked', 'scope-get.json');

  it('grades a built-in exercise without loading yaml or zod, as the sources do', () => {
    // Every module the process loads, through Node's synchronous hooks (require(esm) included).
    const probe = join(dir, 'loaded-esm.mjs');
    writeFileSync(
      probe,
      "import { registerHooks } from 'node:module';\nimport { writeSync } from 'node:fs';\nconst seen = [];\nregisterHooks({ load(url, ctx, next) { seen.push(url); return next(url, ctx); } });\nprocess.on('exit', () => writeSync(2, 'loaded:' + JSON.stringify(seen)));\n",
    );
    const args = ['grade', 'scope-get', '--solution', '--json'];
    const a = node(args, '--import', pathToFileURL(probe).href);
    const b = source(args);
    expect([a.status, a.stdout]).toEqual([b.status, b.stdout]);
    expect(a.status).toBe(0);
    const loaded = (JSON.parse(a.stderr.slice(a.stderr.indexOf('loaded:') + 7)) as string[]).map((u) =>
      u.slice(u.lastIndexOf('/') + 1),
    );
    const zod = readdirSync(join(dir, 'cli')).filter(
      (f) =>
        f.endsWith('.mjs') && readFileSync(join(dir, 'cli', f), 'utf8').includes('ZodDiscriminatedUnion'),
    );
    expect(zod.length).toBeGreaterThan(0);
    expect(loaded).toContain('oplab.mjs');
    for (const f of ['yaml.mjs', ...zod]) expect(loaded).not.toContain(f);
  }, 240_000);

  it('uses what it kept only for the same exercise.yaml text: an edited one is parsed and validated', () => {
    const original = readFileSync(kept(), 'utf8');
    try {
      const file = JSON.parse(original) as { yaml: string; exercise: { lesson: string } };
      // Kept data that differs from what the sources make shows which one a grade used.
      file.exercise.lesson = 'KEPT';
      writeFileSync(kept(), JSON.stringify(file));
      const args = ['grade', 'scope-get', '--solution', '--json'];
      const used = node(args);
      expect(JSON.parse(used.stdout).checks[0].lesson).toBe('KEPT');
      // The same data kept for another text of exercise.yaml (one edited since the build): not used.
      file.yaml = `${file.yaml}# edited\n`;
      writeFileSync(kept(), JSON.stringify(file));
      const edited = node(args);
      const b = source(args);
      expect([edited.status, edited.stdout, edited.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      expect(JSON.parse(edited.stdout).checks[0].lesson).not.toBe('KEPT');
    } finally {
      writeFileSync(kept(), original);
    }
  }, 240_000);

  it('parses a cluster file whose text differs from the kept one', () => {
    const original = readFileSync(kept(), 'utf8');
    try {
      const file = JSON.parse(original) as { clusters: Record<string, { text: string; objects: string }> };
      expect(Object.keys(file.clusters)).toEqual(['cluster.yaml']);
      // Objects kept for another text: a grade with them would find no App and fail.
      file.clusters['cluster.yaml'] = { text: `${file.clusters['cluster.yaml'].text}\n`, objects: '[]' };
      writeFileSync(kept(), JSON.stringify(file));
      const args = ['grade', 'scope-get', '--solution', '--json'];
      const a = node(args);
      const b = source(args);
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      expect(a.status).toBe(0);
    } finally {
      writeFileSync(kept(), original);
    }
  }, 240_000);

  it("gives yaml's own errors through its chunk loaded on first use, as the sources do", () => {
    const bad = join(dir, 'bad-objects.yaml');
    writeFileSync(bad, 'apiVersion: v1\nkind: [ConfigMap\n');
    const args = ['run', join(REPO_ROOT, 'examples', 'memcached'), '--objects', bad];
    const a = node(args);
    const b = source(args);
    expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
    expect(a.stderr).toMatch(/^oplab run: .*bad-objects\.yaml:\d+:\d+: .+\n$/);
  }, 240_000);
});

describe('the prebuilt CLI the oplab bin starts', () => {
  const node = (args: string[]) =>
    spawnSync(process.execPath, args, { encoding: 'utf8', cwd: REPO_ROOT, env: { ...process.env } });

  it('answers every command as the TypeScript sources do', () => {
    const entry = freshCli(dir, REPO_ROOT) as string | undefined;
    expect(entry).toBe(join(dir, 'cli', 'oplab.mjs'));
    const file = join(dir, 'main.go');
    writeFileSync(file, 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(6 * 7) }\n');
    const outputs: string[] = [];
    for (const args of [
      ['exercises', '--json'],
      ['go', 'run', file],
      ['grade', 'no-such-exercise'],
    ]) {
      const a = node([entry as string, ...args]);
      const b = node(['src/cli/oplab.ts', ...args]);
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      outputs.push(a.stdout);
    }
    expect(outputs[1]).toBe('42\n');
    expect(JSON.parse(outputs[0]).length).toBeGreaterThan(5);
  }, 240_000);

  it('bundles yaml and zod in (no file of theirs is loaded from node_modules), named by their package.json', () => {
    const chunks = readdirSync(join(dir, 'cli')).filter((f) => f.endsWith('.mjs'));
    for (const f of chunks) {
      const text = readFileSync(join(dir, 'cli', f), 'utf8');
      expect([f, /\bfrom\s*"(?:yaml|zod)(?:\/[^"]*)?"/.test(text)]).toEqual([f, false]);
    }
    const { inputs } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as { inputs: object };
    const packages = Object.keys(inputs).filter((p) => p.startsWith('node_modules/'));
    expect(packages).toEqual(['node_modules/yaml/package.json', 'node_modules/zod/package.json']);
  });

  it('keeps the checked packages in a snapshot beside it, and answers the same from it', () => {
    const entry = freshCli(dir, REPO_ROOT) as string;
    const file = join(dir, 'quote.go');
    writeFileSync(
      file,
      'package main\n\nimport (\n\t"fmt"\n\t"strconv"\n\t"strings"\n)\n\nfunc main() { fmt.Println(strconv.Quote(strings.Repeat("ab", 2))) }\n',
    );
    const snapshots = () =>
      readdirSync(dir).filter((f) => f.startsWith('go-snapshot-') && f.endsWith('.bin'));
    for (const f of snapshots()) rmSync(join(dir, f));
    const first = node([entry, 'go', 'run', file]);
    expect(first.stdout).toBe('"abab"\n');
    expect(snapshots()).toHaveLength(1);
    const size = statSync(join(dir, snapshots()[0])).size;
    const second = node([entry, 'go', 'run', file]);
    expect([second.status, second.stdout, second.stderr]).toEqual([first.status, first.stdout, first.stderr]);
    // Nothing new was checked: the snapshot was not written again.
    expect(statSync(join(dir, snapshots()[0])).size).toBe(size);
    const off = spawnSync(process.execPath, [entry, 'go', 'run', file], {
      encoding: 'utf8',
      env: { ...process.env, OPLAB_NO_SNAPSHOT: '1' },
    });
    expect(off.stdout).toBe(first.stdout);
  }, 240_000);

  it('starts `go` without loading child_process, crypto, fs streams or net (each a cost on every start)', () => {
    const entry = freshCli(dir, REPO_ROOT) as string;
    const file = join(dir, 'hello.go');
    writeFileSync(file, 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }\n');
    // Node's own list of the internal modules it loaded, printed as the process ends.
    const probe = join(dir, 'loaded.cjs');
    writeFileSync(
      probe,
      "process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(process.moduleLoadList)));\n",
    );
    const r = spawnSync(process.execPath, ['--require', probe, entry, 'go', 'run', file], {
      encoding: 'utf8',
    });
    expect(r.stdout).toBe('hello\n');
    const loaded = JSON.parse(r.stderr) as string[];
    expect(loaded).toContain('NativeModule fs');
    // stdout is a pipe here: process.stdout would be a net.Socket (src/cli/fd-writer.ts).
    for (const m of [
      'child_process',
      'crypto',
      'internal/fs/streams',
      'internal/fs/promises',
      'net',
      'stream',
    ])
      expect(loaded).not.toContain(`NativeModule ${m}`);
  }, 120_000);

  it("loads a standard package's chunk only when a program imports it (hello world loads none)", () => {
    // stdChunksPlugin: the packages beyond hello world's are chunks of their own, required on first
    // use. Which modules a run loaded, from a load hook that sees ES modules and require(esm) alike.
    const entry = freshCli(dir, REPO_ROOT) as string;
    const probe = join(dir, 'chunks.cjs');
    writeFileSync(
      probe,
      [
        'const seen = [];',
        "require('node:module').registerHooks({ load(url, context, next) { seen.push(url); return next(url, context); } });",
        "process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(seen)));",
      ].join('\n'),
    );
    const chunks = (r: { stderr: string }) =>
      (JSON.parse(r.stderr.slice(r.stderr.lastIndexOf('['))) as string[])
        .map((u) => /\/cli\/(std-[\w-]+)\.mjs$/.exec(u)?.[1])
        .filter((c) => c !== undefined)
        .sort();
    const std = readdirSync(join(dir, 'cli')).filter((f) => f.startsWith('std-'));
    expect(std).toContain('std-text-template.mjs');
    expect(std).toContain('std-strings.mjs');
    const hello = join(dir, 'hello.go');
    writeFileSync(hello, 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }\n');
    const h = spawnSync(process.execPath, ['--require', probe, entry, 'go', 'run', hello], {
      encoding: 'utf8',
    });
    expect(h.stdout).toBe('hello\n');
    expect(chunks(h)).toEqual([]);
    const file = join(dir, 'lazy.go');
    writeFileSync(
      file,
      [
        'package main',
        '',
        'import (',
        '\t"encoding/json"',
        '\t"fmt"',
        '\t"os"',
        '\t"regexp"',
        '\t"strings"',
        '\t"text/template"',
        ')',
        '',
        'func main() {',
        '\tb, _ := json.Marshal(map[string]int{"a": 1})',
        '\tfmt.Println(string(b), strings.ToUpper("x"), regexp.MustCompile(`a+`).FindString("baaa"))',
        '\ttemplate.Must(template.New("t").Parse("{{.}}\\n")).Execute(os.Stdout, 42)',
        '}',
        '',
      ].join('\n'),
    );
    const a = spawnSync(process.execPath, ['--require', probe, entry, 'go', 'run', file], {
      encoding: 'utf8',
    });
    const b = spawnSync(process.execPath, ['src/cli/oplab.ts', 'go', 'run', file], {
      encoding: 'utf8',
      cwd: REPO_ROOT,
    });
    expect(a.stdout).toBe('{"a":1} X aaa\n42\n');
    expect([a.status, a.stdout]).toEqual([b.status, b.stdout]);
    expect(chunks(a)).toEqual(
      expect.arrayContaining(['std-encoding-json', 'std-regexp', 'std-strings', 'std-text-template']),
    );
  }, 240_000);

  it('is not started once one of its sources changed, or without a manifest', () => {
    const cache = mkdtempSync(join(tmpdir(), 'oplab-cli-'));
    try {
      mkdirSync(join(cache, 'cli'));
      writeFileSync(join(cache, 'cli', 'oplab.mjs'), '');
      expect(freshCli(cache, REPO_ROOT)).toBeUndefined();
      const path = 'src/cli/oplab.ts';
      const mtime = statSync(join(REPO_ROOT, path)).mtimeMs;
      writeFileSync(join(cache, 'cli.json'), JSON.stringify({ inputs: { [path]: mtime } }));
      expect(freshCli(cache, REPO_ROOT)).toBe(join(cache, 'cli', 'oplab.mjs'));
      writeFileSync(join(cache, 'cli.json'), JSON.stringify({ inputs: { [path]: mtime + 1 } }));
      expect(freshCli(cache, REPO_ROOT)).toBeUndefined();
      // Nor is a command's CommonJS file.
      writeFileSync(
        join(cache, 'cli.json'),
        JSON.stringify({ inputs: { [path]: mtime + 1 }, scripts: { grade: 'grade-x.cjs' } }),
      );
      expect(freshCliFor(cache, REPO_ROOT, 'grade')).toEqual({ entry: undefined });
      writeFileSync(join(cache, 'cli.json'), JSON.stringify({ inputs: { 'src/cli/gone.ts': 1 } }));
      expect(freshCli(cache, REPO_ROOT)).toBeUndefined();
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it('checks for a command of the table only its own inputs, and all of them for any other first argument', () => {
    const cache = mkdtempSync(join(tmpdir(), 'oplab-cli-'));
    try {
      mkdirSync(join(cache, 'cli'));
      writeFileSync(join(cache, 'cli', 'oplab.mjs'), '');
      const mtime = (path: string) => statSync(join(REPO_ROOT, path)).mtimeMs;
      const inputs = {
        'src/cli/go.ts': mtime('src/cli/go.ts'),
        'src/grader/grade.ts': mtime('src/grader/grade.ts') + 1,
      };
      const entry = { entry: join(cache, 'cli', 'oplab.mjs') };
      writeFileSync(
        join(cache, 'cli.json'),
        JSON.stringify({ inputs, commands: { go: [0], grade: [0, 1] } }),
      );
      expect(freshCliFor(cache, REPO_ROOT, 'go')).toEqual(entry);
      expect(freshCliFor(cache, REPO_ROOT, 'grade')).toEqual({ entry: undefined });
      expect(freshCliFor(cache, REPO_ROOT, 'version')).toEqual({ entry: undefined });
      expect(freshCli(cache, REPO_ROOT)).toBeUndefined();
      // An index past the inputs is a damaged manifest, not a fresh bundle.
      writeFileSync(join(cache, 'cli.json'), JSON.stringify({ inputs, commands: { go: [0, 7] } }));
      expect(freshCliFor(cache, REPO_ROOT, 'go')).toEqual({ entry: undefined });
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it("lists each command's inputs: what its module, the entry and the chunks they load were built from", () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      inputs: Record<string, number>;
      commands: Record<string, number[]>;
      deferred: Record<string, Record<string, number[]>>;
    };
    const paths = Object.keys(manifest.inputs);
    const of = (name: string) => new Set((manifest.commands[name] ?? []).map((i) => paths[i]));
    expect(Object.keys(manifest.commands).sort()).toEqual(commands.map((c) => c.name).sort());
    const go = of('go');
    for (const path of [
      'src/cli/oplab.ts',
      'src/cli/go.ts',
      'src/cli/go-snapshot.ts',
      'src/go/interp/int64.ts',
      'src/go/std/index.ts',
      // A standard package's chunk, which the toolchain requires by a name esbuild does not see.
      'src/go/std/strings/package.ts',
      'src/go/std/strings/strings.go',
    ])
      expect([path, go.has(path)]).toEqual([path, true]);
    for (const path of ['src/cli/grade.ts', 'src/grader/grade.ts', 'src/workshop/server.ts'])
      expect([path, go.has(path)]).toEqual([path, false]);
    expect(go.size).toBeLessThan(paths.length);
    expect(of('grade').has('src/grader/grade.ts')).toBe(true);
    expect(of('grade').has('src/cli/go.ts')).toBe(false);
    // What `go` loads only for a Kubernetes module or `go test` is a group of its own (DEFERRED),
    // checked when the command imports it: none of it is among the inputs checked at every start.
    const group = (module: string) => new Set(manifest.deferred.go[module].map((i) => paths[i]));
    expect(Object.keys(manifest.deferred.go).sort()).toEqual([...DEFERRED.go].sort());
    expect(group('src/cli/go-kube.ts').has('src/cli/go-kube.ts')).toBe(true);
    expect(group('src/cli/go-kube.ts').has('src/kube/apiserver/server.ts')).toBe(true);
    expect(group('src/shell/commands/go/test.ts').has('src/shell/commands/go/test.ts')).toBe(true);
    for (const module of DEFERRED.go)
      for (const p of group(module)) expect([p, go.has(p)]).toEqual([p, false]);
    expect(go.has('src/kube/apiserver/server.ts')).toBe(false);
    // Every input belongs to some command, or to a command's deferred group.
    const covered = new Set([
      ...Object.keys(manifest.commands).flatMap((c) => [...of(c)]),
      ...DEFERRED.go.flatMap((m) => [...group(m)]),
    ]);
    expect(paths.filter((p) => !covered.has(p))).toEqual([]);
  });

  it("checks a deferred module's inputs only when the command is about to import it", () => {
    const cache = mkdtempSync(join(tmpdir(), 'oplab-cli-'));
    try {
      const mtime = (path: string) => statSync(join(REPO_ROOT, path)).mtimeMs;
      const inputs = {
        'src/cli/go.ts': mtime('src/cli/go.ts'),
        'src/cli/go-kube.ts': mtime('src/cli/go-kube.ts'),
        'src/kube/bind/env.ts': mtime('src/kube/bind/env.ts') + 1,
      };
      const write = (deferred: object) =>
        writeFileSync(join(cache, 'cli.json'), JSON.stringify({ inputs, commands: { go: [0] }, deferred }));
      write({ go: { 'src/cli/go-kube.ts': [1] } });
      expect(deferredFresh('go', 'src/cli/go-kube.ts', cache, REPO_ROOT, true)).toBe(true);
      // A module the manifest does not defer was checked with the command's inputs.
      expect(deferredFresh('go', 'src/kube/run/run.ts', cache, REPO_ROOT, true)).toBe(true);
      write({ go: { 'src/cli/go-kube.ts': [1, 2] } });
      expect(deferredFresh('go', 'src/cli/go-kube.ts', cache, REPO_ROOT, true)).toBe(false);
      // From source there is nothing to be stale.
      expect(deferredFresh('go', 'src/cli/go-kube.ts', cache, REPO_ROOT, false)).toBe(true);
      // An index past the inputs, or no manifest, is not fresh.
      write({ go: { 'src/cli/go-kube.ts': [1, 9] } });
      expect(deferredFresh('go', 'src/cli/go-kube.ts', cache, REPO_ROOT, true)).toBe(false);
      rmSync(join(cache, 'cli.json'));
      expect(deferredFresh('go', 'src/cli/go-kube.ts', cache, REPO_ROOT, true)).toBe(false);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it('runs a Kubernetes module from source when only its deferred inputs changed; hello world stays prebuilt', () => {
    const manifestFile = join(dir, 'cli.json');
    const saved = readFileSync(manifestFile, 'utf8');
    const manifest = JSON.parse(saved) as {
      inputs: Record<string, number>;
      deferred: Record<string, Record<string, number[]>>;
    };
    const paths = Object.keys(manifest.inputs);
    const changed = paths[manifest.deferred.go['src/cli/go-kube.ts'][0]];
    const module = mkdtempSync(join(tmpdir(), 'oplab-deferred-'));
    // Every module URL each process loads (the source run's child too: it gets the same flags).
    const probe = join(module, 'urls.cjs');
    const seen = join(module, 'urls.txt');
    writeFileSync(
      probe,
      `const fs = require('node:fs');\nrequire('node:module').registerHooks({ load(url, context, next) { fs.appendFileSync(${JSON.stringify(seen)}, url + '\\n'); return next(url, context); } });\n`,
    );
    const mods = ['k8s.io/apimachinery v0.34.1', 'sigs.k8s.io/controller-runtime v0.22.1'];
    writeFileSync(
      join(module, 'go.mod'),
      `module example.com/d\n\ngo 1.24.0\n\nrequire (\n${mods.map((m) => `\t${m}\n`).join('')})\n`,
    );
    writeFileSync(
      join(module, 'main.go'),
      'package main\n\nimport (\n\t"fmt"\n\n\t"k8s.io/apimachinery/pkg/types"\n)\n\nfunc main() { fmt.Println(types.NamespacedName{Namespace: "a", Name: "b"}) }\n',
    );
    try {
      // The source changed: as the build recorded another mtime for it.
      manifest.inputs[changed] += 1;
      writeFileSync(manifestFile, JSON.stringify(manifest));
      const entry = freshCliFor(dir, REPO_ROOT, 'go').entry as string;
      expect(entry).toBe(join(dir, 'cli', 'oplab.mjs'));
      const run = () =>
        spawnSync(process.execPath, ['--require', probe, entry, 'go', 'run', '.'], {
          encoding: 'utf8',
          cwd: module,
        });
      const a = run();
      const urls = readFileSync(seen, 'utf8').split('\n');
      const b = spawnSync(process.execPath, [join(REPO_ROOT, 'src/cli/oplab.ts'), 'go', 'run', '.'], {
        encoding: 'utf8',
        cwd: module,
      });
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      expect(a.stdout).toBe('a/b\n');
      // The bundle's go-kube chunk was never loaded; the sources' go-kube.ts was, by the run from source.
      expect(urls.filter((u) => /\/cli\/go-kube-\w+\.mjs$/.test(u))).toEqual([]);
      expect(urls.some((u) => u.endsWith('/src/cli/go-kube.ts'))).toBe(true);
      // A program without the Kubernetes modules still runs from the bundle alone.
      rmSync(seen);
      writeFileSync(join(module, 'go.mod'), 'module example.com/d\n\ngo 1.24.0\n');
      writeFileSync(
        join(module, 'main.go'),
        'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hi") }\n',
      );
      expect(run().stdout).toBe('hi\n');
      expect(
        readFileSync(seen, 'utf8')
          .split('\n')
          .filter((u) => u.includes('/src/')),
      ).toEqual([]);
    } finally {
      writeFileSync(manifestFile, saved);
      rmSync(module, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('grade and run as CommonJS files with a code cache of their run', () => {
  // The bin runs them through packages/cli/code-cache.js: a vm.Script given the V8 code cache that an
  // earlier process wrote when it ended, so the functions a grade compiled lazily are not compiled
  // again. Here without the bin (which uses node_modules/.cache/oplab only): the same function.
  const runner = () => {
    const file = join(dir, 'run-script.mjs');
    writeFileSync(
      file,
      `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(join(REPO_ROOT, 'packages/cli/code-cache.js')).href)};\nrunWithCodeCache(process.env.OPLAB_SCRIPT, process.env.OPLAB_SCRIPT_CACHE);\n`,
    );
    return file;
  };
  const spawn = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, args, { encoding: 'utf8', cwd: REPO_ROOT, env: { ...process.env, ...env } });

  it('lists a file per command in cli.json, named by its text, which the bin starts only for that command', () => {
    const { scripts } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(scripts).sort()).toEqual([...SCRIPT_COMMANDS].sort());
    for (const name of SCRIPT_COMMANDS) {
      expect(scripts[name]).toMatch(new RegExp(`^${name}-[0-9a-z]+\\.cjs$`));
      const text = readFileSync(join(dir, 'cli', scripts[name]), 'utf8');
      expect(scripts[name]).toBe(`${name}-${fnv(FNV_OFFSET, text).toString(36)}.cjs`);
      expect(freshCliFor(dir, REPO_ROOT, name)).toEqual({
        entry: join(dir, 'cli', 'oplab.mjs'),
        script: join(dir, 'cli', scripts[name]),
      });
    }
    for (const name of ['exercises', 'shell', undefined])
      expect(freshCliFor(dir, REPO_ROOT, name)).toEqual({ entry: join(dir, 'cli', 'oplab.mjs') });
  });

  it("are written in Node's CommonJS wrapper, so that the bin compiles the text it read as it is", () => {
    // A wrapper joined on at every start made a second 3.6 MB string for V8 to flatten (bench/README,
    // session 29).
    const { scripts } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of SCRIPT_COMMANDS) {
      const text = readFileSync(join(dir, 'cli', scripts[name]), 'latin1');
      expect(text.slice(0, WRAPPER_HEAD.length), name).toBe(WRAPPER_HEAD);
      expect(text.slice(-WRAPPER_TAIL.length), name).toBe(WRAPPER_TAIL);
      expect(text.indexOf('\n'), name).toBeGreaterThan(WRAPPER_HEAD.length);
    }
  });

  it('are ASCII: V8 holds a text with one character past Latin-1 two bytes a character', () => {
    // esbuild's charset=ascii escapes strings and identifiers but leaves a regular expression's text
    // as written: a µ there made grade's 3.5 MB file a two-byte string (read ~2x slower, 7 MB held).
    const { scripts } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of SCRIPT_COMMANDS) {
      const text = readFileSync(join(dir, 'cli', scripts[name]), 'utf8');
      expect(text.match(/.{0,40}[^\x00-\x7f].{0,40}/g) ?? [], name).toEqual([]);
    }
  });

  it('answers as the ES module bundle does, writes its cache once, and rewrites a rejected one', () => {
    const { scripts } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const script = join(dir, 'cli', scripts.grade);
    const cache = join(dir, 'grade.v8cache');
    rmSync(cache, { force: true });
    const env = { OPLAB_SCRIPT: script, OPLAB_SCRIPT_CACHE: cache };
    const args = ['grade', 'scope-get', '--solution', '--json'];
    const want = spawn([join(dir, 'cli', 'oplab.mjs'), ...args]);
    expect(want.status).toBe(0);
    const first = spawn([runner(), ...args], env);
    expect([first.status, first.stdout, first.stderr]).toEqual([want.status, want.stdout, want.stderr]);
    const made = readFileSync(cache);
    // Far more than the compile of the file's top level: the functions the grade ran.
    expect(made.length).toBeGreaterThan(1_000_000);
    const again = spawn([runner(), ...args], env);
    expect([again.status, again.stdout, again.stderr]).toEqual([want.status, want.stdout, want.stderr]);
    // Accepted, so not written again.
    expect(readFileSync(cache).equals(made)).toBe(true);
    writeFileSync(cache, Buffer.alloc(4096, 7));
    const rejected = spawn([runner(), ...args], env);
    expect([rejected.status, rejected.stdout, rejected.stderr]).toEqual([
      want.status,
      want.stdout,
      want.stderr,
    ]);
    expect(readFileSync(cache).length).toBeGreaterThan(1_000_000);
    // A failing grade and a usage error keep their statuses and words.
    for (const bad of [['grade', 'no-such-exercise'], ['grade']]) {
      const a = spawn([runner(), ...bad], env);
      const b = spawn([join(dir, 'cli', 'oplab.mjs'), ...bad]);
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      expect(a.status).not.toBe(0);
    }
  }, 240_000);

  it("leaves go's Kubernetes and go test modules out of go's file, which hands those runs to the ES module chunks", () => {
    const { scripts } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const text = readFileSync(join(dir, 'cli', scripts.go), 'latin1');
    for (const module of DEFERRED.go) expect(text).toContain(`oplab: ${module} is not in go's file`);
    expect(text).not.toContain('function runGoWithCluster(');
    const module = mkdtempSync(join(tmpdir(), 'oplab-go-script-'));
    // Every module URL the process loads (ES modules and require of one alike).
    const seen = join(module, 'urls.txt');
    const probe = join(module, 'urls.cjs');
    writeFileSync(
      probe,
      `const fs = require('node:fs');\nrequire('node:module').registerHooks({ load(url, context, next) { fs.appendFileSync(${JSON.stringify(seen)}, url + '\\n'); return next(url, context); } });\n`,
    );
    const env = { OPLAB_SCRIPT: join(dir, 'cli', scripts.go), OPLAB_SCRIPT_CACHE: join(dir, 'go.v8cache') };
    const both = (args: string[]) => {
      rmSync(seen, { force: true });
      const opts = { encoding: 'utf8' as const, cwd: module, env: { ...process.env, ...env } };
      const a = spawnSync(process.execPath, ['--require', probe, runner(), ...args], opts);
      const chunks = readFileSync(seen, 'utf8')
        .split('\n')
        .filter((u) => u.includes('/cli/') && u.endsWith('.mjs'));
      const b = spawnSync(process.execPath, [join(dir, 'cli', 'oplab.mjs'), ...args], opts);
      expect([a.status, a.stdout, a.stderr]).toEqual([b.status, b.stdout, b.stderr]);
      return { out: a.stdout, chunks };
    };
    try {
      // A plain program: the file alone, no chunk loaded.
      writeFileSync(join(module, 'go.mod'), 'module example.com/d\n\ngo 1.24.0\n');
      writeFileSync(
        join(module, 'main.go'),
        'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(Twice(21)) }\n\nfunc Twice(n int) int { return 2 * n }\n',
      );
      const plain = both(['go', 'run', '.']);
      expect(plain.out).toBe('42\n');
      expect(plain.chunks).toEqual([]);
      // go test: the run again from the chunks, through its own module's chunk.
      mkdirSync(join(module, 'twice'));
      writeFileSync(
        join(module, 'twice', 'twice.go'),
        'package twice\n\nfunc Twice(n int) int { return 2 * n }\n',
      );
      writeFileSync(
        join(module, 'twice', 'twice_test.go'),
        'package twice\n\nimport "testing"\n\nfunc TestTwice(t *testing.T) {\n\tif Twice(2) != 5 {\n\t\tt.Errorf("Twice(2) = %d", Twice(2))\n\t}\n}\n',
      );
      const test = both(['go', 'test', './twice']);
      expect(test.out).toMatch(/Twice\(2\) = 4[\s\S]*FAIL/);
      expect(test.chunks.some((u) => u.endsWith('/cli/oplab.mjs'))).toBe(true);
      rmSync(join(module, 'twice'), { recursive: true });
      // A Kubernetes module: the same, through go-kube's chunk.
      const mods = ['k8s.io/apimachinery v0.34.1', 'sigs.k8s.io/controller-runtime v0.22.1'];
      writeFileSync(
        join(module, 'go.mod'),
        `module example.com/d\n\ngo 1.24.0\n\nrequire (\n${mods.map((m) => `\t${m}\n`).join('')})\n`,
      );
      writeFileSync(
        join(module, 'main.go'),
        'package main\n\nimport (\n\t"fmt"\n\n\t"k8s.io/apimachinery/pkg/types"\n)\n\nfunc main() { fmt.Println(types.NamespacedName{Namespace: "a", Name: "b"}) }\n',
      );
      const kube = both(['go', 'run', '.']);
      expect(kube.out).toBe('a/b\n');
      expect(kube.chunks.some((u) => /\/cli\/go-kube-\w+\.mjs$/.test(u))).toBe(true);
    } finally {
      rmSync(module, { recursive: true, force: true });
    }
  }, 240_000);

  it('runs an operator project as the ES module bundle does', () => {
    const { scripts } = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = { OPLAB_SCRIPT: join(dir, 'cli', scripts.run), OPLAB_SCRIPT_CACHE: join(dir, 'run.v8cache') };
    const args = [
      'run',
      'examples/memcached',
      '--objects',
      'examples/memcached/config/samples/cache_v1alpha1_memcached.yaml',
    ];
    const want = spawn([join(dir, 'cli', 'oplab.mjs'), ...args]);
    expect(want.status).toBe(0);
    for (let i = 0; i < 2; i++) {
      const a = spawn([runner(), ...args], env);
      expect([a.status, a.stdout, a.stderr]).toEqual([want.status, want.stdout, want.stderr]);
    }
  }, 240_000);
});
