// CPU-bound Go programs under `oplab go run`, yaegi (Debian's `yaegi`) and compiled Go, side by side,
// plus start-up on its own and parse + check time for a 500-line file. Every program prints a
// checksum; the outputs are compared with compiled Go's so a fast wrong answer does not count.
//
//   node bench/go-vs-yaegi.ts [--runs N] [PROGRAM ...]
//
// Times are whole processes, interleaved (oplab, yaegi, go, oplab, yaegi, go, … so that a change in
// the machine's load hits all three alike), N runs each (default 5), medians; wall clock with CPU
// time (user + system) beside it: on a shared, loaded machine CPU time is the steadier figure.
//   - `oplab`: the `oplab` bin (packages/cli/oplab.js), as a learner starts it: the prebuilt CLI
//     (scripts/bundle-cli.ts, plain JavaScript) while its sources are unchanged, else the TypeScript
//     sources (the table says which). Node's start-up and the toolchain's load are included, as
//     yaegi's are in `yaegi run`.
//   - `in-process`: runGo() alone in a warm process (standard packages already checked).
//   - compiled Go is built once beforehand (build time not counted).
// A column is skipped, with a note, when its tool is not installed. The programs are sized to run
// ~0.5–2 s under yaegi, so that start-up does not decide the CPU-bound rows. binarytrees, fannkuch,
// nbody, spectralnorm and fasta are the Computer Language Benchmarks Game programs, written here to
// its published specifications (sizes chosen for the same range); their geometric mean is printed
// on its own line too. Targets (issue 18):
// geometric mean of oplab/yaegi ≤ 0.5×, no program above 0.8×, hello world start-up ≤ 0.15 s.
//
// How to profile (what the optimisations in src/go/interp were chosen from): one program at a time,
//   node --cpu-prof --cpu-prof-dir=/tmp/prof src/cli/oplab.ts go run bench/go/maps.go
// with OPLAB_FROM_SOURCE=1 so that the profile names src/ files and lines (the bundle's names are
// chunk files), then sum the samples' self time per function (callFrame url:line) and per directory
// (src/go/syntax, types, interp, std; node internals = module loading). On a loaded machine the
// samples are wall-clock, so read shares, not absolute times.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshCli } from '../packages/cli/fresh.js';
// Registered before the engine loads: it imports its Go sources as `.go?raw` text.
import '../src/cli/text-imports.ts';

const { buildProgram } = await import('../src/go/build/build.ts');
const { defaultPhases } = await import('../src/go/build/default.ts');
const { runGo } = await import('../src/go/index.ts');
const { parseFile } = await import('../src/go/syntax/index.ts');

const ROOT = resolve(import.meta.dirname, '..');
/** Programs from the Computer Language Benchmarks Game, written to its published specifications. */
const GAME = ['binarytrees', 'fannkuch', 'nbody', 'spectralnorm', 'fasta'];
const ALL_PROGRAMS = ['hello', 'fib', 'loops', 'maps', 'sort', 'structs', 'strings', 'bytes', ...GAME];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const named = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--runs');
const PROGRAMS = named.length > 0 ? ALL_PROGRAMS.filter((p) => named.includes(p)) : ALL_PROGRAMS;
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
  /** Median wall-clock seconds. */
  seconds: number | undefined;
  /** Median CPU seconds (user + system), measured by bash's `time`. */
  cpu: number | undefined;
  output: string;
  error?: string;
}

const TIME_MARK = '__oplab_bench_time__';

interface Run {
  wall: number;
  cpu: number;
  output: string;
}

/** One whole-process run; bash's `time` reports the child's CPU time beside the wall clock. */
function runOnce(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Run | string {
  const r = spawnSync(
    'bash',
    ['-c', `TIMEFORMAT='${TIME_MARK} %3R %3U %3S'; time "$@"`, 'bash', cmd, ...args],
    { encoding: 'utf8', env, timeout: TIMEOUT_MS, maxBuffer: 64 << 20 },
  );
  const lines = (r.stderr ?? '').split('\n');
  const mark = lines.findIndex((l) => l.startsWith(TIME_MARK));
  const stderr = lines.filter((_, j) => j !== mark).join('\n');
  if (r.status !== 0 || mark < 0) return (stderr.trim() || r.error?.message || 'failed').split('\n')[0];
  const [wall, user, sys] = lines[mark].slice(TIME_MARK.length).trim().split(/\s+/).map(Number);
  return { wall, cpu: user + sys, output: r.stdout };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs the commands RUNS times each, interleaved (a b c a b c …), and keeps each one's medians. A
 * failed run ends that command's series with its error.
 */
function timeInterleaved(cmds: ([string, string[]] | undefined)[]): (Timing | undefined)[] {
  const runs: Run[][] = cmds.map(() => []);
  const errors: (string | undefined)[] = cmds.map(() => undefined);
  for (let i = 0; i < RUNS; i++) {
    cmds.forEach((c, k) => {
      if (c === undefined || errors[k] !== undefined) return;
      const r = runOnce(c[0], c[1]);
      if (typeof r === 'string') errors[k] = r;
      else runs[k].push(r);
    });
  }
  return cmds.map((c, k) => {
    if (c === undefined) return undefined;
    if (errors[k] !== undefined) return { seconds: undefined, cpu: undefined, output: '', error: errors[k] };
    const rs = runs[k];
    return {
      seconds: median(rs.map((r) => r.wall)),
      cpu: median(rs.map((r) => r.cpu)),
      output: rs[0].output,
    };
  });
}
/** Median of RUNS calls of runGo in this process, after one warm-up run. */
function timeInProcess(name: string, src: string): number | undefined {
  const files = [{ name: `${name}.go`, src }];
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const r = runGo({ files });
    const secs = (performance.now() - t0) / 1000;
    if (r.exitCode !== 0) return undefined;
    if (i > 0) times.push(secs);
  }
  return median(times);
}

const fmtS = (s: number | undefined) => (s === undefined ? '—' : `${s.toFixed(3)}s`);
const fmtT = (t: Timing | undefined) =>
  t === undefined ? 'n/a' : t.seconds === undefined ? 'failed' : `${fmtS(t.seconds)} (${fmtS(t.cpu)})`;
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? '—' : `${(a / b).toFixed(2)}x`;

function main(): void {
  const node = process.execPath;
  const oplab = join(ROOT, 'packages/cli/oplab.js');
  const yaegi = which('yaegi');
  const go = which('go', ['/usr/lib/go-1.23/bin/go']);
  const notes: string[] = [];
  if (!yaegi) notes.push('yaegi column skipped: `yaegi` is not installed (Debian: apt-get install yaegi).');
  if (!go) notes.push('go column skipped: no Go toolchain (Debian: golang-1.23-go from bookworm-backports).');
  notes.push(
    freshCli(join(ROOT, 'node_modules', '.cache', 'oplab'), ROOT) === undefined
      ? 'oplab ran from its TypeScript sources: the prebuilt CLI is missing or stale (node scripts/bundle-cli.ts).'
      : 'oplab ran from the prebuilt CLI (scripts/bundle-cli.ts).',
  );

  const buildDir = mkdtempSync(join(tmpdir(), 'oplab-bench-'));
  const goEnv = { ...process.env, GOTOOLCHAIN: 'local', GOPROXY: 'off', GOFLAGS: '', CGO_ENABLED: '0' };
  console.log(`Go CPU benchmarks: ${RUNS} interleaved runs per process, medians; wall-clock (CPU) seconds\n`);
  const header = [
    'program',
    'oplab go run',
    'in-process',
    'yaegi run',
    'go (compiled)',
    'oplab/yaegi',
    'oplab/go',
    'outputs',
  ];
  const rows: string[][] = [];
  const startup: { name: string; t: Timing | undefined }[] = [];
  const ratios: { wall: number[]; cpu: number[] } = { wall: [], cpu: [] };
  const gameRatios: { wall: number[]; cpu: number[] } = { wall: [], cpu: [] };
  try {
    for (const name of PROGRAMS) {
      const file = join(ROOT, 'bench/go', `${name}.go`);
      let goCmd: [string, string[]] | undefined;
      let goError: string | undefined;
      if (go) {
        const bin = join(buildDir, name);
        const built = spawnSync(go, ['build', '-o', bin, file], { encoding: 'utf8', env: goEnv });
        if (built.status === 0) goCmd = [bin, []];
        else goError = built.stderr.split('\n')[0];
      }
      const [o, y, g0] = timeInterleaved([
        [node, [oplab, 'go', 'run', file]],
        yaegi ? [yaegi, ['run', file]] : undefined,
        goCmd,
      ]);
      const g: Timing | undefined =
        goError !== undefined ? { seconds: undefined, cpu: undefined, output: '', error: goError } : g0;
      const inProcess = timeInProcess(name, readFileSync(file, 'utf8'));
      if (name === 'hello') startup.push({ name: 'oplab go run', t: o }, { name: 'yaegi run', t: y });
      else if (o?.seconds !== undefined && y?.seconds !== undefined) {
        ratios.wall.push(o.seconds / y.seconds);
        ratios.cpu.push((o.cpu ?? 0) / (y.cpu ?? 1));
        if (GAME.includes(name)) {
          gameRatios.wall.push(o.seconds / y.seconds);
          gameRatios.cpu.push((o.cpu ?? 0) / (y.cpu ?? 1));
        }
      }
      const reference = g?.seconds !== undefined ? g.output : undefined;
      const verdict: string[] = [];
      for (const [label, t] of [
        ['oplab', o],
        ['yaegi', y],
      ] as const) {
        if (t === undefined) continue;
        if (t.error) verdict.push(`${label} failed: ${t.error}`);
        else if (reference !== undefined && t.output !== reference) verdict.push(`${label} output differs`);
      }
      rows.push([
        name,
        fmtT(o),
        fmtS(inProcess),
        fmtT(y),
        fmtT(g),
        `${ratio(o?.seconds, y?.seconds)} (${ratio(o?.cpu, y?.cpu)})`,
        `${ratio(o?.seconds, g?.seconds)} (${ratio(o?.cpu, g?.cpu)})`,
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
    '\nEach cell: median wall-clock time of the runs, with the median CPU time (user + system) in parentheses;' +
      ' ratios likewise (< 1.00x: oplab is faster; targets: geometric mean <= 0.50x, every program <= 0.80x).' +
      '\n"in-process" is runGo() alone in a warm process (standard packages already checked).',
  );
  const geo = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
  if (ratios.wall.length > 0)
    console.log(
      `\noplab/yaegi geometric mean over ${ratios.wall.length} CPU-bound programs: ${geo(ratios.wall).toFixed(2)}x wall (${geo(ratios.cpu).toFixed(2)}x CPU); target <= 0.50x`,
    );
  if (gameRatios.wall.length > 0)
    console.log(
      `of which the ${gameRatios.wall.length} Benchmarks Game programs: ${geo(gameRatios.wall).toFixed(2)}x wall (${geo(gameRatios.cpu).toFixed(2)}x CPU)`,
    );
  console.log('\nStart-up (the hello row: a process that prints one line; target <= 0.15 s):');
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
  if (checkNote) console.log(`\nparse + check (${lines} lines): ${checkNote}`);
  else {
    console.log(
      `\nparse + check of a ${lines}-line file (bench/go/reconciler500.go, in process, median of ${totalTimes.length}):` +
        ` parse ${median(parseTimes).toFixed(2)} ms, load + parse + check ${median(totalTimes).toFixed(2)} ms`,
    );
  }
}

main();
