// CPU-bound Go programs under `oplab go run`, yaegi (Debian's `yaegi`) and compiled Go, side by side,
// plus parse + check time for a 500-line file. Every program prints a checksum; the three outputs are
// compared so a fast wrong answer does not count.
//
//   node bench/go-vs-yaegi.ts [--runs N]
//
// Times are wall-clock seconds for a whole process run (best of N, default 3): oplab includes Node's
// start-up and the toolchain's load, yaegi its own start-up; compiled Go is built once beforehand
// (build time not counted). A column is skipped, with a note, when its tool is not installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

function main(): void {
  const node = process.execPath;
  const oplab = join(ROOT, 'src/cli/oplab.ts');
  const yaegi = which('yaegi');
  const go = which('go', ['/usr/lib/go-1.23/bin/go']);
  const notes: string[] = [];
  if (!yaegi) notes.push('yaegi column skipped: `yaegi` is not installed (Debian: apt-get install yaegi).');
  if (!go) notes.push('go column skipped: no Go toolchain (Debian: golang-1.23-go from bookworm-backports).');

  const buildDir = mkdtempSync(join(tmpdir(), 'oplab-bench-'));
  const goEnv = { ...process.env, GOTOOLCHAIN: 'local', GOPROXY: 'off', GOFLAGS: '', CGO_ENABLED: '0' };
  console.log(`Go CPU benchmarks: best of ${RUNS} runs, wall-clock per process\n`);
  const header = [
    'program',
    'oplab go run',
    'oplab in-process',
    'yaegi run',
    'go (compiled)',
    'oplab/yaegi',
    'oplab/go',
    'outputs',
  ];
  const rows: string[][] = [];
  try {
    for (const name of PROGRAMS) {
      const file = join(ROOT, 'bench/go', `${name}.go`);
      const o = timeRun(node, [oplab, 'go', 'run', file]);
      const inProcess = timeInProcess(name, readFileSync(file, 'utf8'));
      const y = yaegi ? timeRun(yaegi, ['run', file]) : undefined;
      let g: Timing | undefined;
      if (go) {
        const bin = join(buildDir, name);
        const b = spawnSync(go, ['build', '-o', bin, file], { encoding: 'utf8', env: goEnv });
        g =
          b.status === 0
            ? timeRun(bin, [])
            : { seconds: undefined, cpu: undefined, output: '', error: b.stderr.split('\n')[0] };
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
        `${ratio(o.seconds, y?.seconds)} (${ratio(o.cpu, y?.cpu)})`,
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
      ' ratios likewise.\nRatios use the whole `oplab go run` process (Node start-up and toolchain load' +
      ' included; see the hello row), as `yaegi run` does.\n"oplab in-process" is runGo() alone in a warm' +
      ' process (standard packages already checked).' +
      '\noplab/yaegi < 1.00x means oplab is faster than yaegi (the target is <= 1.00x on every row).',
  );
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
