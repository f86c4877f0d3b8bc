// Whole `oplab` commands as a learner or a teacher starts them (the bin, packages/cli/oplab.js: the
// prebuilt CLI while its sources are unchanged, with the snapshot of checked Go packages beside it):
// `oplab grade EXERCISE --solution` for every code exercise and `oplab run examples/memcached`, each a
// cold process. One untimed run first (it may write the snapshot), then N runs of every command
// interleaved (so that a change in the machine's load hits all alike); medians of wall-clock and CPU
// time (user + system, from bash's `time`: the steadier figure on a shared machine).
// Targets (issue 18): grade ≤ 0.5 s each, run ≤ 0.5 s.
//   node bench/cli-commands.ts [--runs N] [EXERCISE ...]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freshCli } from '../packages/cli/fresh.js';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'packages/cli/oplab.js');
const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const named = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');
const MARK = '__oplab_bench_time__';

const exercises = readdirSync(join(ROOT, 'exercises'))
  .filter((d) => existsSync(join(ROOT, 'exercises', d, 'exercise.yaml')))
  .filter((d) => named.length === 0 || named.includes(d))
  .sort();
const commands: { label: string; args: string[]; target: number }[] = [
  ...exercises.map((e) => ({
    label: `grade ${e} --solution`,
    args: ['grade', e, '--solution'],
    target: 0.5,
  })),
  { label: 'run examples/memcached', args: ['run', 'examples/memcached'], target: 0.5 },
];

function once(args: string[]): { wall: number; cpu: number } | string {
  const r = spawnSync(
    'bash',
    ['-c', `TIMEFORMAT='${MARK} %3R %3U %3S'; time "$@" >/dev/null`, 'bash', process.execPath, BIN, ...args],
    { encoding: 'utf8', cwd: ROOT, timeout: 300_000 },
  );
  const line = (r.stderr ?? '').split('\n').find((l) => l.startsWith(MARK));
  if (line === undefined) return (r.stderr || r.error?.message || 'failed').split('\n')[0];
  const [wall, user, sys] = line.slice(MARK.length).trim().split(/\s+/).map(Number);
  return { wall, cpu: user + sys };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const prebuilt = freshCli(join(ROOT, 'node_modules', '.cache', 'oplab'), ROOT) !== undefined;
console.log(
  `oplab commands, cold processes: ${RUNS} interleaved runs each after one untimed run, medians; ` +
    `${prebuilt ? 'prebuilt CLI' : 'TypeScript sources (no fresh prebuilt CLI: node scripts/bundle-cli.ts)'}\n`,
);
const times = commands.map(() => ({ wall: [] as number[], cpu: [] as number[], error: '' }));
for (const [i, c] of commands.entries()) {
  const r = once(c.args);
  if (typeof r === 'string') times[i].error = r;
}
for (let k = 0; k < RUNS; k++) {
  for (const [i, c] of commands.entries()) {
    if (times[i].error) continue;
    const r = once(c.args);
    if (typeof r === 'string') times[i].error = r;
    else {
      times[i].wall.push(r.wall);
      times[i].cpu.push(r.cpu);
    }
  }
}
const width = Math.max(...commands.map((c) => c.label.length));
console.log(`${'command'.padEnd(width)}  wall      CPU       target`);
for (const [i, c] of commands.entries()) {
  const t = times[i];
  const cells = t.error
    ? `failed: ${t.error}`
    : `${median(t.wall).toFixed(2)} s    ${median(t.cpu).toFixed(2)} s    <= ${c.target} s`;
  console.log(`${c.label.padEnd(width)}  ${cells}`);
}
