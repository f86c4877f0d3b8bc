// CPU-bound Go programs under `oplab go run`, yaegi (Debian's `yaegi`) and compiled Go, side by side,
// plus start-up on its own and parse + check time for a 500-line file. Every program prints a
// checksum; the outputs are compared with compiled Go's so a fast wrong answer does not count.
//
//   node bench/go-vs-yaegi.ts [--runs N]
//
// Times are per whole process run (best of N, default 3), wall clock with that run's CPU time
// (user + system) beside it: on a shared, loaded machine CPU time is the steadier figure.
//   - `oplab go run`: the real CLI (src/cli/oplab.ts under Node 22's type stripping), so Node's
//     start-up and the toolchain's load are included, as yaegi's are in `yaegi run`.
//   - `oplab (JS bundle)`: the same `oplab go` command module (src/cli/go.ts) bundled once into
//     one plain-JavaScript file with esbuild (from node_modules) before timing: what start-up costs
//     when the CLI ships as JavaScript instead of stripping ~1.2 MB of TypeScript on every start.
//   - `in-process`: runGo() alone in a warm process (standard packages already checked).
//   - compiled Go is built once beforehand (build time not counted).
// A column is skipped, with a note, when its tool is not installed. The programs are sized to run
// ~0.5–2 s under yaegi, so that start-up does not decide the CPU-bound rows.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildProgram } from '../src/go/build/build.ts';
import { defaultPhases } from '../src/go/build/default.ts';
import { runGo } from '../src/go/index.ts';
import { parseFile } from '../src/go/syntax/index.ts';

const ROOT = resolve(import.meta.dirname, '..');
const PROGRAMS = ['hello', 'fib', 'loops', 'maps', 'sort', 'structs', 'strings'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const TIMEOUT_MS = 120_000;

function which(cmd: string, extra: string[] = []): string | undefined {
  for (const c of [...extra, cmd]) {
    const r = spawnSync('sh', ['-c', `command -v ${c}`], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
    if (existsSync(c)) return c;
  }
  return undefined;
}

interface Timing {
  /** Best wall-clock seconds. */
  seconds: number | undefined;
  /** CPU seconds (user + system) of that best run, measured by bash's `time`. */
  cpu: number | undefined;
  output: string;
  error?: string;
}

const TIME_MARK = '__oplab_bench_time__';

/**
 * Runs a command RUNS times and keeps the fastest run. bash's `time` reports the child's CPU time
 * too: on a shared, loaded machine wall-clock time mostly measures the queue for a core.
 */
function timeRun(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Timing {
  let best: Timing = { seconds: undefined, cpu: undefined, output: '' };
  for (let i = 0; i < RUNS; i++) {
    const r = spawnSync(
      'bash',
      ['-c', `TIMEFORMAT='${TIME_MARK} %3R %3U %3S'; time "$@"`, 'bash', cmd, ...args],
      {
        encoding: 'utf8',
        env,
        timeout: TIMEOUT_MS,
        maxBuffer: 64 << 20,
      },
    );
    const lines = (r.stderr ?? '').split('\n');
    const mark = lines.findIndex((l) => l.startsWith(TIME_MARK));
    const stderr = lines.filter((_, j) => j !== mark).join('\n');
    if (r.status !== 0 || mark < 0) {
      return {
        seconds: undefined,
        cpu: undefined,
        output: r.stdout ?? '',
        error: (stderr.trim() || r.error?.message || 'failed').split('\n')[0],
      };
    }
    const [wall, user, sys] = lines[mark].slice(TIME_MARK.length).trim().split(/\s+/).map(Number);
    if (best.seconds === undefined || wall < best.seconds)
      best = { seconds: wall, cpu: user + sys, output: r.stdout };
  }
  return best;
}

/** Best of RUNS calls of runGo in this process, after one warm-up run. */
function timeInProcess(name: string, src: string): number | undefined {
  const files = [{ name: `${name}.go`, src }];
  let best: number | undefined;
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const r = runGo({ files });
    const secs = (performance.now() - t0) / 1000;
    if (r.exitCode !== 0) return undefined;
    if (i > 0) best = best === undefined ? secs : Math.min(best, secs);
  }
  return best;
}

const fmtS = (s: number | undefined) => (s === undefined ? '—' : `${s.toFixed(3)}s`);
const fmtT = (t: Timing | undefined) =>
  t === undefined ? 'n/a' : t.seconds === undefined ? 'failed' : `${fmtS(t.seconds)} (${fmtS(t.cpu)})`;
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? '—' : `${(a / b).toFixed(2)}x`;

/**
 * Bundles the `oplab go` command (src/cli/go.ts, the module `oplab go run` loads) into one JS file
 * with a two-line dispatcher standing in for src/cli/oplab.ts. Undefined (with a note) without esbuild.
 */
function bundleCli(dir: string, notes: string[]): string | undefined {
  const esbuild = join(ROOT, 'node_modules/.bin/esbuild');
  if (!existsSync(esbuild)) {
    notes.push('JS bundle column skipped: node_modules/.bin/esbuild not found.');
    return undefined;
  }
  const entry = join(dir, 'oplab-go-entry.ts');
  writeFileSync(
    entry,
    `import go from ${JSON.stringify(join(ROOT, 'src/cli/go.ts'))};\n` +
      `const [cmd, ...rest] = process.argv.slice(2);\n` +
      `if (cmd !== 'go') throw new Error('usage: go run FILE');\n` +
      'process.exitCode = await go.run(rest, { stdout: process.stdout, stderr: process.stderr, isTTY: false });\n',
  );
  const out = join(dir, 'oplab-go.mjs');
  const r = spawnSync(
    esbuild,
    [entry, '--bundle', '--platform=node', '--format=esm', `--outfile=${out}`, '--log-level=error'],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) {
    notes.push(`JS bundle column skipped: esbuild failed: ${(r.stderr ?? '').split('\n')[0]}`);
    return undefined;
  }
  return out;
}

function main(): void {
  const node = process.execPath;
  const oplab = join(ROOT, 'src/cli/oplab.ts');
  const yaegi = which('yaegi');
  const go = which('go', ['/usr/lib/go-1.23/bin/go']);
  const notes: string[] = [];
  if (!yaegi) notes.push('yaegi column skipped: `yaegi` is not installed (Debian: apt-get install yaegi).');
  if (!go) notes.push('go column skipped: no Go toolchain (Debian: golang-1.23-go from bookworm-backports).');

  const buildDir = mkdtempSync(join(tmpdir(), 'oplab-bench-'));
  const bundle = bundleCli(buildDir, notes);
  const goEnv = { ...process.env, GOTOOLCHAIN: 'local', GOPROXY: 'off', GOFLAGS: '', CGO_ENABLED: '0' };
  console.log(`Go CPU benchmarks: best of ${RUNS} runs per process; wall-clock (CPU) seconds\n`);
  const header = [
    'program',
    'oplab go run',
    'oplab (JS bundle)',
    'in-process',
    'yaegi run',
    'go (compiled)',
    'oplab/yaegi',
    'bundle/yaegi',
    'oplab/go',
    'outputs',
  ];
  const rows: string[][] = [];
  const startup: { name: string; t: Timing | undefined }[] = [];
  try {
    for (const name of PROGRAMS) {
      const file = join(ROOT, 'bench/go', `${name}.go`);
      const o = timeRun(node, [oplab, 'go', 'run', file]);
      const b = bundle ? timeRun(node, [bundle, 'go', 'run', file]) : undefined;
      const inProcess = timeInProcess(name, readFileSync(file, 'utf8'));
      const y = yaegi ? timeRun(yaegi, ['run', file]) : undefined;
      let g: Timing | undefined;
      if (go) {
        const bin = join(buildDir, name);
        const built = spawnSync(go, ['build', '-o', bin, file], { encoding: 'utf8', env: goEnv });
        g =
          built.status === 0
            ? timeRun(bin, [])
            : { seconds: undefined, cpu: undefined, output: '', error: built.stderr.split('\n')[0] };
      }
      if (name === 'hello') {
        startup.push(
          { name: 'oplab go run', t: o },
          { name: 'oplab (JS bundle)', t: b },
          { name: 'yaegi run', t: y },
        );
      }
      const reference = g?.seconds !== undefined ? g.output : undefined;
      const verdict: string[] = [];
      for (const [label, t] of [
        ['oplab', o],
        ['bundle', b],
        ['yaegi', y],
      ] as const) {
        if (t === undefined) continue;
        if (t.error) verdict.push(`${label} failed: ${t.error}`);
        else if (reference !== undefined && t.output !== reference) verdict.push(`${label} output differs`);
      }
      rows.push([
        name,
        fmtT(o),
        fmtT(b),
        fmtS(inProcess),
        fmtT(y),
        fmtT(g),
        `${ratio(o.seconds, y?.seconds)} (${ratio(o.cpu, y?.cpu)})`,
        `${ratio(b?.seconds, y?.seconds)} (${ratio(b?.cpu, y?.cpu)})`,
        `${ratio(o.seconds, g?.seconds)} (${ratio(o.cpu, g?.cpu)})`,
        verdict.length ? verdict.join('; ') : reference !== undefined ? 'all agree' : 'unchecked',
      ]);
    }
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log(
    "\nEach cell: best wall-clock time of the runs, with that run's CPU time (user + system) in parentheses;" +
      ' ratios likewise (< 1.00x: oplab is faster; the target is <= 1.00x on every CPU-bound row).' +
      '\n"in-process" is runGo() alone in a warm process (standard packages already checked).',
  );
  console.log('\nStart-up (the hello row: a process that prints one line):');
  for (const s of startup) console.log(`  ${s.name.padEnd(18)} ${fmtT(s.t)}`);
  for (const n of notes) console.log(`note: ${n}`);

  // Parse + check of a 500-line file, in process (no start-up cost), median of 15 after 3 warm-ups.
  const path = join(ROOT, 'bench/go/reconciler500.go');
  const src = readFileSync(path, 'utf8');
  const lines = src.split('\n').length - 1;
  const parseTimes: number[] = [];
  const totalTimes: number[] = [];
  let checkNote = '';
  for (let i = 0; i < 18; i++) {
    const t0 = performance.now();
    const parsed = parseFile('reconciler500.go', src);
    const t1 = performance.now();
    if (parsed.file === undefined || parsed.diagnostics.length > 0) {
      checkNote = `parse failed: ${parsed.diagnostics[0]?.msg ?? 'no file'}`;
      break;
    }
    // The driver's front end: load, parse and type-check (standard packages are checked once per
    // process and cached, so the warm-up runs absorb them).
    const built = buildProgram(
      {
        sources: [{ name: 'reconciler500.go', src }],
        target: { kind: 'files', files: ['reconciler500.go'] },
        stopAfterCheck: true,
      },
      defaultPhases,
    );
    if (!built.ok) {
      checkNote = `check failed: ${built.stderr.split('\n').slice(0, 2).join(' ')}`;
      break;
    }
    const t2 = performance.now();
    if (i >= 3) {
      parseTimes.push(t1 - t0);
      totalTimes.push(t2 - t0);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  if (checkNote) console.log(`\nparse + check (${lines} lines): ${checkNote}`);
  else {
    console.log(
      `\nparse + check of a ${lines}-line file (bench/go/reconciler500.go, in process, median of ${totalTimes.length}):` +
        ` parse ${median(parseTimes).toFixed(2)} ms, load + parse + check ${median(totalTimes).toFixed(2)} ms`,
    );
  }
}

main();
