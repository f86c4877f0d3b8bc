// The opt-in full sandbox (a WebContainer): the tree it mounts is a working project with the oplab
// CLI, proved by writing that same tree to a directory and running the suggested command with Node,
// which is what the WebContainer's shell runs. The StackBlitz service itself cannot be reached here.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeShare, MAX_FRAGMENT } from '../../src/components/playground/share.ts';
import { loadTemplates } from '../../src/components/playground/templates.ts';
import {
  bundleSandboxCli,
  cacheIsFresh,
  type SandboxCliBuild,
} from '../../src/components/playground/webcontainer/build.ts';
import { HANDOFF_KEY, handOff, takeHandoff } from '../../src/components/playground/webcontainer/handoff.ts';
import { sandboxHeaderRules } from '../../src/components/playground/webcontainer/headers.ts';
import { sandboxStrings } from '../../src/components/playground/webcontainer/strings.ts';
import { sandboxBlockers } from '../../src/components/playground/webcontainer/support.ts';
import {
  type CliBundle,
  type MountTree,
  sandboxCommand,
  sandboxTree,
} from '../../src/components/playground/webcontainer/tree.ts';
import { headersFor } from '../../src/embed/headers.ts';

const templates = loadTemplates();
const REPO_ROOT_FOR_TEST = fileURLToPath(new URL('../../', import.meta.url));
const fakeCli: CliBundle = { files: { 'oplab.js': 'console.log("oplab")', 'chunk-A.js': 'export {}' } };

function write(tree: MountTree, dir: string): void {
  for (const [name, node] of Object.entries(tree)) {
    const path = join(dir, name);
    if ('directory' in node) {
      mkdirSync(path, { recursive: true });
      write(node.directory, path);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, node.file.contents, { mode: name === 'oplab' ? 0o755 : 0o644 });
    }
  }
}

describe('the mounted tree', () => {
  test('holds the project, its objects as config/samples, and oplab as a local package with a bin shim', () => {
    const p = templates.memcached;
    const tree = sandboxTree(p, fakeCli);
    const dir = mkdtempSync(join(tmpdir(), 'oplab-wc-'));
    try {
      write(tree, dir);
      for (const f of p.files) expect(readFileSync(join(dir, f.path), 'utf8')).toBe(f.content);
      expect(readFileSync(join(dir, 'config/samples', p.objectsName), 'utf8')).toBe(p.objects);
      expect(readdirSync(join(dir, 'node_modules/oplab')).sort()).toEqual([
        'chunk-A.js',
        'oplab.js',
        'package.json',
      ]);
      expect(readFileSync(join(dir, 'node_modules/.bin/oplab'), 'utf8')).toContain(
        "import '../oplab/oplab.js'",
      );
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(pkg.scripts.run).toBe(`oplab run . --objects config/samples/${p.objectsName}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(sandboxCommand(p)).toBe(`npx oplab run . --objects config/samples/${p.objectsName}`);
    expect(sandboxCommand({ ...p, objects: '  \n' })).toBe('npx oplab run .');
  });

  test('refuses a project that has its own package.json or a file where a folder is, and a CLI without entry', () => {
    const p = templates.empty;
    expect(() =>
      sandboxTree({ ...p, files: [...p.files, { path: 'package.json', content: '{}' }] }, fakeCli),
    ).toThrow('the project has its own package.json');
    expect(() =>
      sandboxTree(
        {
          ...p,
          files: [
            { path: 'a', content: '' },
            { path: 'a/b.go', content: '' },
          ],
        },
        fakeCli,
      ),
    ).toThrow('a is a file and a folder');
    expect(() => sandboxTree(p, { files: { 'x.js': '' } })).toThrow('the CLI bundle has no oplab.js');
  });
});

describe('what stops the sandbox before anything loads', () => {
  test('a page without cross-origin isolation, no SharedArrayBuffer, offline', () => {
    expect(sandboxBlockers({ crossOriginIsolated: true, sharedArrayBuffer: true, onLine: true })).toEqual([]);
    expect(sandboxBlockers({ crossOriginIsolated: false, sharedArrayBuffer: false, onLine: false })).toEqual([
      'not-isolated',
      'offline',
    ]);
    expect(sandboxBlockers({ crossOriginIsolated: true, sharedArrayBuffer: false, onLine: true })).toEqual([
      'no-shared-memory',
    ]);
  });

  test('both locales name the command and every blocker', () => {
    for (const locale of ['en', 'zh-cn'] as const) {
      const t = sandboxStrings(locale);
      // The page renders the command in the intro as code.
      expect(t.intro.split('npx oplab run .')).toHaveLength(2);
      for (const b of ['not-isolated', 'no-shared-memory', 'offline'] as const)
        expect(t.blockers[b]).not.toBe('');
    }
  });

  test('only the sandbox pages get the isolation headers', () => {
    const rules = sandboxHeaderRules();
    for (const path of ['/en/playground/sandbox/', '/zh-cn/playground/sandbox/'])
      expect(headersFor(rules, path)).toEqual([
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Cross-Origin-Embedder-Policy', 'require-corp'],
      ]);
    for (const path of ['/en/playground/', '/embed/scope-get/', '/en/exercises/scope-get/', '/'])
      expect(headersFor(rules, path)).toEqual([]);
  });
});

describe('handing the project over', () => {
  const memory = (): Storage => {
    const m = new Map<string, string>();
    return {
      get length() {
        return m.size;
      },
      clear: () => m.clear(),
      getItem: (k) => m.get(k) ?? null,
      key: (i) => [...m.keys()][i] ?? null,
      removeItem: (k) => void m.delete(k),
      setItem: (k, v) => void m.set(k, v),
    };
  };
  const options = { rbac: 'markers' as const, timeSeconds: 600 };

  test('in the URL when it fits, through storage when it does not; a reload finds it again', () => {
    const store = memory();
    const small = { project: templates.memcached, options };
    const f = handOff(small, store);
    expect(f.startsWith('p=')).toBe(true);
    expect(takeHandoff(`#${f}`, store)).toEqual({ ok: true, state: small });

    // Random text does not compress: this project's link would be far over the limit.
    let noise = '';
    for (let i = 0; noise.length < MAX_FRAGMENT * 2; i++) noise += ((i * 2654435761) >>> 0).toString(36);
    const big = {
      project: {
        ...templates.empty,
        files: [...templates.empty.files, { path: 'noise.txt', content: noise }],
      },
      options,
    };
    expect(encodeShare(big).length).toBeGreaterThan(MAX_FRAGMENT);
    expect(handOff(big, store)).toBe('local');
    expect(store.getItem(HANDOFF_KEY)).not.toBeNull();
    expect(takeHandoff('#local', store)).toEqual({ ok: true, state: big });
    expect(takeHandoff('#local', store)).toEqual({ ok: true, state: big });
    expect(takeHandoff('#local', memory())).toBeUndefined();
    expect(takeHandoff('#p=AAAA', store)).toMatchObject({ ok: false });
  });
});

describe('the real CLI bundle in the mounted tree', () => {
  let out: string;
  let cli: CliBundle;
  let built: SandboxCliBuild;
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'oplab-wc-cli-'));
    const manifest = await bundleSandboxCli(join(out, 'cli'), join(out, 'cache'));
    built = manifest;
    cli = {
      files: Object.fromEntries(
        manifest.files.map((f) => [f.name, readFileSync(join(out, 'cli', f.name), 'utf8')]),
      ),
    };
  }, 180_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test('a second site build with unchanged sources copies the bundle from the cache; a changed input rebuilds', async () => {
    expect(built.cached).toBe(false);
    const again = await bundleSandboxCli(join(out, 'cli2'), join(out, 'cache'));
    expect(again.cached).toBe(true);
    expect(again.files).toEqual(built.files);
    for (const f of built.files)
      expect(readFileSync(join(out, 'cli2', f.name), 'utf8')).toBe(
        readFileSync(join(out, 'cli', f.name), 'utf8'),
      );
    // An input recorded in the key whose content then changes makes the cache stale.
    const keyPath = join(out, 'cache', 'key.json');
    const key = JSON.parse(readFileSync(keyPath, 'utf8')) as { inputs: Record<string, string> };
    expect(Object.keys(key.inputs)).toContain('src/cli/oplab.ts');
    // The Go sources, imported as `?raw` text, are keyed by their paths (and so by their content).
    expect(Object.keys(key.inputs)).toContain('src/go/std/strings/strings.go');
    expect(Object.keys(key.inputs)).toContain('src/kube/gopkg/apimachinery/resource.go');
    const probe = join(out, 'probe.ts');
    writeFileSync(probe, 'export const a = 1;\n');
    const probeKey = relative(REPO_ROOT_FOR_TEST, probe);
    key.inputs[probeKey] = createHash('sha256').update('export const a = 1;\n').digest('base64url');
    writeFileSync(keyPath, JSON.stringify(key));
    expect(cacheIsFresh(join(out, 'cache'))).toBe(true);
    writeFileSync(probe, 'export const a = 2;\n');
    expect(cacheIsFresh(join(out, 'cache'))).toBe(false);
    rmSync(probe);
    expect(cacheIsFresh(join(out, 'cache'))).toBe(false);
  });

  test('`npx oplab run . --objects …` runs the Memcached project away from this repository', () => {
    const dir = join(out, 'project');
    write(sandboxTree(templates.memcached, cli), dir);
    // What npx does with a local bin: run node_modules/.bin/oplab (its shebang is Node).
    const args = sandboxCommand(templates.memcached).split(' ').slice(2);
    const r = spawnSync(process.execPath, [join(dir, 'node_modules/.bin/oplab'), ...args], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 150_000,
      env: { PATH: process.env.PATH ?? '', HOME: out },
    });
    expect(r.stderr).not.toContain('internal error');
    if (r.status !== 0) console.error(r.stderr.slice(-2000));
    expect(r.status).toBe(0);
    const text = r.stdout + r.stderr;
    expect(text).toMatch(/CREATE apps\/v1 deployments .*→ 201/);
    expect(text).toMatch(/--- [1-9]\d* reconciles/);
  }, 180_000);
});
