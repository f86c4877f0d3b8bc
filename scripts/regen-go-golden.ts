// Regenerates the trailers of the golden Go programs in test/go/testdata from REAL Go.
// Run through scripts/regen-go-golden.sh (which finds the Go toolchain); the format and the three
// documented rewrites are described in test/go/testdata/README.md.
//
//   node scripts/regen-go-golden.ts [--check] [NAME.go | NAME ...]
//
// --check compares instead of writing and exits 1 when a trailer is stale.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import {
  type Expected,
  formatTrailer,
  maskGoroutineIds,
  normaliseStderr,
  splitTrailer,
} from '../test/go/golden-trailer.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TESTDATA = join(ROOT, 'test/go/testdata');
const GO = process.env.GO ?? 'go';
const OPLAB_GOROOT = '/usr/local/go';
/** The working directory oplab reports (src/go/build/build.ts DEFAULT_CWD). */
const OPLAB_CWD = '/home/gopher/app';
const NEWEXPR_MARKER = '// go1.26: new(expr)';
// The program itself must end in 20 s. The build gets 10 minutes: a cold GOCACHE compiles the
// runtime, which on a loaded machine took over 20 s, and a build killed then left its compile
// processes running and wrote the killed build's partial stderr as an `// Error:` trailer.
const RUN_TIMEOUT_MS = 20_000;
const BUILD_TIMEOUT_MS = 600_000;

interface Proc {
  stdout: string;
  stderr: string;
  code: number;
  signal: string | null;
}

function run(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = RUN_TIMEOUT_MS,
): Promise<Proc> {
  return new Promise((done) => {
    // Its own process group, so a timeout ends the go command's compile and link children too.
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        code: code ?? -1,
        signal,
      });
    });
  });
}

const goEnv: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? tmpdir(),
  GOCACHE: process.env.GOCACHE ?? join(tmpdir(), 'oplab-golden-gocache'),
  GOPATH: join(tmpdir(), 'oplab-golden-gopath'),
  GOPROXY: 'off',
  GOTOOLCHAIN: 'local',
  GOFLAGS: '',
  CGO_ENABLED: '0',
};

async function goMinor(): Promise<{ minor: number; goroot: string }> {
  const v = await run(GO, ['env', 'GOVERSION', 'GOROOT'], ROOT, goEnv);
  const [version, goroot] = v.stdout.trim().split('\n');
  const m = /^go1\.(\d+)/.exec(version ?? '');
  if (v.code !== 0 || !m) throw new Error(`cannot run ${GO}: ${v.stderr || v.stdout}`);
  return { minor: Number(m[1]), goroot: goroot ?? '' };
}

/** Program files of a test case: one file, or every .go file of a module directory. */
function programFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    if (entry.endsWith('.go') && statSync(join(dir, entry)).isFile()) files.push(entry);
  }
  return files.sort();
}

/** Go 1.26's new(expr) for a go1.23 reference run (README rewrite 3). */
function rewriteNewExpr(src: string, fileIndex: number): string {
  if (!src.includes(NEWEXPR_MARKER)) return src;
  const lines = src
    .split('\n')
    .map((l) => (l.endsWith(NEWEXPR_MARKER) ? l.replaceAll('new(', `newExpr${fileIndex}__(`) : l));
  // One helper per file, so that several files of a package may use the marker.
  return `${lines.join('\n')}\nfunc newExpr${fileIndex}__[T any](v T) *T { return &v }\n`;
}

let kindsBinary: Promise<string> | undefined;
function operandKindsTool(): Promise<string> {
  kindsBinary ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oplab-kinds-'));
    const bin = join(dir, 'kinds');
    const r = await run(GO, ['build', '-o', bin, join(ROOT, 'scripts/golden-operand-kinds.go')], dir, goEnv);
    if (r.code !== 0) throw new Error(`building golden-operand-kinds.go failed:\n${r.stderr}`);
    return bin;
  })();
  return kindsBinary;
}

/** Go 1.24 operand wording and case hints (README rewrites 1 and 2). */
async function rewriteGo124(stderr: string, dir: string, packages: string[][]): Promise<string> {
  if (!stderr.includes(' of type ') && !stderr.includes('undefined: ')) return stderr;
  const tool = await operandKindsTool();
  // Each package on its own: an error in a module's library package names that package's types.
  let kinds = '';
  for (const files of packages) kinds += (await run(tool, files, dir, goEnv)).stdout;
  let out = stderr;
  for (const line of kinds.split('\n')) {
    const f = line.split('\t');
    if (f[0] === 'CASE' && f.length === 3) {
      out = out.replace(
        new RegExp(`(: undefined: ${f[1].replace('.', '\\.')})$`, 'gm'),
        `$1 (but have ${f[2]})`,
      );
    } else if (f.length === 2) {
      out = out.replaceAll(` of type ${f[0]})`, ` of ${f[1]} type ${f[0]})`);
    }
  }
  return out;
}

const KEYWORDS =
  'break|case|chan|const|continue|default|defer|else|fallthrough|for|func|go|goto|if|import|interface|map|package|range|return|select|struct|switch|type|var';

/** Go 1.24 syntax errors name keyword tokens as `keyword X` (README rewrite 5). */
function rewriteKeywordTokens(stderr: string): string {
  return stderr.replace(
    new RegExp(`(syntax error: unexpected )(${KEYWORDS})(?=,| at | after | in |$)`, 'gm'),
    '$1keyword $2',
  );
}

/**
 * Go 1.24 words a comparison that a type parameter's type set does not allow as `type parameter T
 * cannot use operator <` where go1.23 said `is not comparable with <` (types2 expr.go, comparison;
 * README rewrite 7).
 */
function rewriteTypeParamComparison(stderr: string): string {
  return stderr.replace(
    /\((type parameter \S+) is not comparable with (\S+)\)$/gm,
    '($1 cannot use operator $2)',
  );
}

async function reference(name: string, minor: number, goroot: string): Promise<Expected> {
  const path = join(TESTDATA, name);
  const isDir = statSync(path).isDirectory();
  // A directory with a go.mod is a module (`go run .`); without one, its .go files are named files
  // (`go run *.go`).
  const isModule = isDir && existsSync(join(path, 'go.mod'));
  const tmp = mkdtempSync(join(tmpdir(), 'oplab-golden-'));
  try {
    const files = isDir ? programFiles(path) : [name];
    if (isDir) cpSync(path, tmp, { recursive: true });
    if (isModule) {
      // README rewrite 6: a go.mod asking for a newer Go than the reference toolchain.
      const gomod = join(tmp, 'go.mod');
      const text = readFileSync(gomod, 'utf8');
      const m = /^go 1\.(\d+)(\.\d+)?$/m.exec(text);
      if (m && Number(m[1]) > minor) writeFileSync(gomod, text.replace(m[0], `go 1.${minor}`));
    }
    for (const f of files) {
      const src = readFileSync(isDir ? join(path, f) : path, 'utf8');
      let program = splitTrailer(src).program;
      if (minor < 26) program = rewriteNewExpr(program, files.indexOf(f));
      writeFileSync(join(tmp, f), program);
    }
    const build = await run(
      GO,
      // -p 1: packages that fail independently report in the go command's action order, not in
      // the order parallel compiles happen to finish.
      ['build', '-p', '1', '-o', 'prog.bin', ...(isModule ? ['.'] : files)],
      tmp,
      goEnv,
      BUILD_TIMEOUT_MS,
    );
    if (build.signal) throw new Error(`${name}: go build killed by ${build.signal}`);
    if (build.code !== 0) {
      let stderr = build.stderr;
      if (minor < 24) {
        const byDir = new Map<string, string[]>();
        for (const f of files) {
          if (f.endsWith('_test.go')) continue;
          const d = isModule ? f.slice(0, Math.max(0, f.lastIndexOf('/'))) : '';
          byDir.set(d, [...(byDir.get(d) ?? []), f]);
        }
        stderr = await rewriteGo124(stderr, tmp, [...byDir.values()]);
      }
      if (minor < 24) stderr = rewriteTypeParamComparison(rewriteKeywordTokens(stderr));
      if (goroot) stderr = stderr.replaceAll(`(${goroot}/src/`, `(${OPLAB_GOROOT}/src/`);
      stderr = stderr.replaceAll(tmp, OPLAB_CWD);
      return { kind: 'error', stderr };
    }
    const r = await run('./prog.bin', [], tmp, {});
    if (r.signal) throw new Error(`${name}: killed by ${r.signal} (a golden program must end by itself)`);
    return {
      kind: 'run',
      stdout: r.stdout,
      stderr: maskGoroutineIds(normaliseStderr(r.stderr)),
      exit: r.code,
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function trailerFile(name: string): string {
  const path = join(TESTDATA, name);
  return statSync(path).isDirectory() ? join(path, 'main.go') : path;
}

export function listPrograms(): string[] {
  return readdirSync(TESTDATA)
    .filter((n) => n.endsWith('.go') || existsSync(join(TESTDATA, n, 'main.go')))
    .sort();
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const wanted = argv.filter((a) => !a.startsWith('--')).map((a) => basename(a));
  const names = wanted.length > 0 ? wanted : listPrograms();
  const { minor, goroot } = await goMinor();
  let stale = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++];
      try {
        const expected = await reference(name, minor, goroot);
        const file = trailerFile(name);
        const { program } = splitTrailer(readFileSync(file, 'utf8'));
        const text = `${program}\n${formatTrailer(expected)}`;
        if (text !== readFileSync(file, 'utf8')) {
          stale++;
          if (!check) writeFileSync(file, text);
          process.stdout.write(`${check ? 'stale' : 'updated'}: ${name}\n`);
        }
        // A named type left in go1.23's plain wording means rewrite 1 did not know its kind.
        const leftover = / of type ((?:\w+\.)?[A-Z]\w*(?:\[[^\]]*\])?|error|any)\)/.exec(
          expected.kind === 'error' ? expected.stderr : '',
        );
        if (leftover && minor < 24) process.stdout.write(`check operand wording: ${name}: ${leftover[0]}\n`);
      } catch (e) {
        failed++;
        process.stderr.write(`FAILED ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  process.stdout.write(
    `${names.length} programs, ${stale} ${check ? 'stale' : 'updated'}, ${failed} failed (go1.${minor})\n`,
  );
  return failed > 0 || (check && stale > 0) ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
