// Whole `oplab` commands as a learner or a teacher starts them (the bin, packages/cli/oplab.js: the
// prebuilt CLI while its sources are unchanged, with the snapshot of checked Go packages beside it):
// `oplab grade EXERCISE --solution` for every code exercise and `oplab run examples/memcached`, each a
// cold process. One untimed run first (it may write the snapshot), then N runs of every command
// interleaved (so that a change in the machine's load hits all alike); medians of wall-clock and CPU
// time (user + system, from bash's `time`: the steadier figure on a shared machine).
// Targets (issue 18): grade ≤ 0.5 s each, run ≤ 0.5 s, for cold processes. Each command is then timed,
// in rounds of its own after the cold ones, through a resident server (`oplab daemon start`, in a
// directory of its own so that it is this benchmark's): its CPU column is the client process's alone
// (the server's engine does the work), so its wall time is the figure to read.
//   node bench/cli-commands.ts [--runs N] [EXERCISE ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const daemonDir = mkdtempSync(join(tmpdir(), 'oplab-bench-daemon-'));
/** Cold: no resident server, even if the user runs one; resident: this benchmark's own. */
const ENV = {
  cold: { ...process.env, OPLAB_NO_DAEMON: '1' },
  resident: { ...process.env, OPLAB_NO_DAEMON: '', OPLAB_DAEMON_DIR: daemonDir },
};
type Mode = keyof typeof ENV;

function once(args: string[], mode: Mode): { wall: number; cpu: number } | string {
  const r = spawnSync(
    'bash',
    ['-c', `TIMEFORMAT='${MARK} %3R %3U %3S'; time "$@" >/dev/null`, 'bash', process.execPath, BIN, ...args],
    { encoding: 'utf8', cwd: ROOT, timeout: 300_000, env: ENV[mode] },
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
const daemon = (sub: string) =>
  spawnSync(process.execPath, [BIN, 'daemon', sub], { encoding: 'utf8', cwd: ROOT, env: ENV.resident });
type Times = { wall: number[]; cpu: number[]; error: string };
const times = commands.map(() => ({
  cold: { wall: [], cpu: [], error: '' } as Times,
  resident: { wall: [], cpu: [], error: '' } as Times,
}));
/** One untimed run of every command, then RUNS rounds of all of them in turn. */
function rounds(m: Mode) {
  for (const [i, c] of commands.entries()) {
    const r = once(c.args, m);
    if (typeof r === 'string') times[i][m].error = r;
  }
  for (let k = 0; k < RUNS; k++) {
    for (const [i, c] of commands.entries()) {
      if (times[i][m].error) continue;
      const r = once(c.args, m);
      if (typeof r === 'string') times[i][m].error = r;
      else {
        times[i][m].wall.push(r.wall);
        times[i][m].cpu.push(r.cpu);
      }
    }
  }
}
// The cold rounds run before the server starts: a server's engine finishing a request, or a fresh
// one warming up, would take CPU from a cold process timed beside it (interleaving them did: cold
// grades read 0.06-0.15 s slower than alone).
rounds('cold');
const started = prebuilt ? daemon('start') : undefined;
const modes: Mode[] = started?.status === 0 ? ['cold', 'resident'] : ['cold'];
if (!modes.includes('resident'))
  console.log(`(no resident server: ${started?.stderr.trim() || 'needs the prebuilt CLI'})\n`);
else rounds('resident');
if (modes.includes('resident')) daemon('stop');
rmSync(daemonDir, { recursive: true, force: true });
const width = Math.max(...commands.map((c) => c.label.length));
const cell = (t: Times) =>
  t.error
    ? `failed: ${t.error}`
    : `${median(t.wall).toFixed(2)} s`.padEnd(10) + `${median(t.cpu).toFixed(2)} s`.padEnd(10);
console.log(
  `${'command'.padEnd(width)}  ${'cold'.padEnd(20)}${'resident'.padEnd(20)}target (cold)\n` +
    `${''.padEnd(width)}  ${'wall'.padEnd(10)}${'CPU'.padEnd(10)}${'wall'.padEnd(10)}${'client CPU'.padEnd(10)}`,
);
for (const [i, c] of commands.entries()) {
  const resident = modes.includes('resident') ? cell(times[i].resident) : 'n/a'.padEnd(20);
  console.log(`${c.label.padEnd(width)}  ${cell(times[i].cold)}${resident}<= ${c.target} s`);
}
