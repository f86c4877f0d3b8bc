// Runaway programs as a learner's run meets them (issue 16): every bench/runaway/*.go under
// `oplab go run`, and hostile Reconciles (an endless loop, unbounded recursion, allocation that
// keeps what it allocates, a Reconcile that blocks forever) in scope-get's solution under
// `oplab grade`. Each is a cold `oplab` process; figures per program: time to stop (wall and CPU,
// user + system), peak memory of the process (max RSS) and the first line of the report.
// Targets: stop within 2 s of CPU each; peak memory within the budget + 20% (1 GiB for go run).
// With --base DIR (another checkout, e.g. /work/main), every command also runs there, interleaved
// with this one, and the table gives the ratios this/base.
//   node bench/runaway.ts [--base DIR] [--runs N] [NAME ...]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const BASE = flag('--base');
const RUNS = Number(flag('--runs') ?? 1);
const named = argv.filter((a, i) => !a.startsWith('--') && !['--base', '--runs'].includes(argv[i - 1]));
const MARK = '__oplab_runaway__';
// Preloaded into the oplab process: its own CPU time and peak RSS when it exits.
const PRELOAD = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\n${MARK} '+(u.userCPUTime+u.systemCPUTime)/1e6+' '+u.maxRSS+'\\n')})`;

interface Case {
  label: string;
  /** Arguments of oplab, with {dir} for the scratch directory. */
  args: string[];
}

const scratch = mkdtempSync(join(tmpdir(), 'oplab-runaway-'));
const cases: Case[] = [];
for (const f of readdirSync(join(ROOT, 'bench/runaway'))
  .filter((n) => n.endsWith('.go'))
  .sort())
  cases.push({ label: `go run ${f}`, args: ['go', 'run', join(ROOT, 'bench/runaway', f)] });

// Hostile Reconciles: scope-get's solution with a statement put first in Reconcile.
const controller = readFileSync(
  join(ROOT, 'exercises/scope-get/solution/internal/controller/app_controller.go'),
  'utf8',
);
const hostile: Record<string, { pre?: string; body: string }> = {
  loop: { body: 'for r != nil {\n\t}' },
  recursion: { pre: 'func deep(n int) int { return deep(n+1) + 1 }\n\n', body: '_ = deep(0)' },
  alloc: {
    pre: 'var kept [][]byte\n\n',
    body: 'for r != nil {\n\t\tkept = append(kept, make([]byte, 1<<16))\n\t}',
  },
  block: { body: 'select {}' },
  // Each call is cheap in steps but costly in work (the API server, the trace): the time limit.
  getloop: { body: 'for r != nil {\n\t\tvar a labv1.App\n\t\t_ = r.Get(ctx, req.NamespacedName, &a)\n\t}' },
};
const open = /(func \(r \*AppReconciler\) Reconcile\([^)]*\) \([^)]*\) \{\n)/;
for (const [name, h] of Object.entries(hostile)) {
  const src = controller.replace(open, `$1\t${h.body}\n`).replace(/\nfunc /, `\n${h.pre ?? ''}func `);
  const file = join(scratch, `${name}.go`);
  writeFileSync(file, src);
  cases.push({ label: `grade scope-get (${name})`, args: ['grade', 'scope-get', file] });
}
const selected = cases.filter((c) => named.length === 0 || named.some((n) => c.label.includes(n)));

interface Figures {
  wall: number;
  cpu: number;
  rssMiB: number;
  first: string;
}

function once(root: string, args: string[]): Figures {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', PRELOAD, join(root, 'packages/cli/oplab.js'), ...args], {
    encoding: 'utf8',
    cwd: scratch,
    timeout: 600_000,
    maxBuffer: 1 << 28,
  });
  const wall = (performance.now() - t) / 1000;
  const m = new RegExp(`${MARK} (\\S+) (\\d+)`).exec(r.stderr ?? '');
  const out = `${r.stderr ?? ''}\n${r.stdout ?? ''}`
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.includes(MARK));
  // The line that says why the run stopped (the grader reports it under a failed check).
  const why =
    out.find((l) => /fatal error|exceeded|limit|deadlock|out of memory|stack/.test(l)) ?? out[0] ?? '';
  return {
    wall,
    cpu: m === null ? Number.NaN : Number(m[1]),
    rssMiB: m === null ? Number.NaN : Number(m[2]) / 1024,
    first: why.trim().slice(0, 90),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
console.log(
  `runaway programs (${RUNS} run(s) each${BASE ? `, base ${BASE}` : ''}); time in s, memory in MiB`,
);
for (const c of selected) {
  const mine: Figures[] = [];
  const base: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    mine.push(once(ROOT, c.args));
    if (BASE !== undefined) base.push(once(BASE, c.args));
  }
  const cpu = median(mine.map((f) => f.cpu));
  const rss = median(mine.map((f) => f.rssMiB));
  let line = `${c.label.padEnd(34)} cpu ${fmt(cpu).padStart(6)}  wall ${fmt(median(mine.map((f) => f.wall))).padStart(6)}  peak ${fmt(rss, 0).padStart(5)}`;
  if (BASE !== undefined) {
    const bcpu = median(base.map((f) => f.cpu));
    const brss = median(base.map((f) => f.rssMiB));
    line += `  | base cpu ${fmt(bcpu).padStart(6)} peak ${fmt(brss, 0).padStart(5)}  ratio cpu ${fmt(cpu / bcpu)} peak ${fmt(rss / brss)}`;
  }
  console.log(`${line}\n    ${mine[mine.length - 1].first}`);
}
rmSync(scratch, { recursive: true, force: true });
