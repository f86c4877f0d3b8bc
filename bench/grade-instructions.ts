// Instructions of a cold `oplab grade EXERCISE --solution`, counted by callgrind with V8 single-threaded
// (`--single-threaded`: no GC or compiler helper threads, whose work depends on scheduling and made a
// whole-process count vary by +-8% under load; this one repeats within 0.5%). The prebuilt grade script
// runs through packages/cli/code-cache.js as the bin runs it, with the bin's TurboFan count and a code
// cache of its own (the flags differ from the bin's), warmed by two runs. With a second checkout built
// beside this one (`npm install` there), both are counted in turn and the ratio printed (session 47).
// Needs valgrind and a fresh prebuilt CLI (node scripts/bundle-cli.ts) in each checkout.
//   node bench/grade-instructions.ts [--runs N] [--vs OTHER_CHECKOUT] [EXERCISE ...]

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freshCliFor } from '../packages/cli/fresh.js';
import { TURBOFAN_INVOCATIONS } from '../packages/cli/tiering.js';

const ROOT = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const opt = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(opt('--runs') ?? 2);
const other = opt('--vs');
const exercises = argv.filter((a, i) => !a.startsWith('--') && !['--runs', '--vs'].includes(argv[i - 1]));
if (exercises.length === 0) exercises.push('capstone');

try {
  execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('valgrind is not installed (apt-get install -y valgrind)');
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'oplab-grade-instr-'));

/** The driver for checkout `root`: its prebuilt grade script through its code-cache loader. */
function driver(root: string, label: string): string {
  const { script } = freshCliFor(join(root, 'node_modules', '.cache', 'oplab'), root, 'grade');
  if (script === undefined) {
    console.error(`${root}: no fresh prebuilt grade script (node scripts/bundle-cli.ts there)`);
    process.exit(2);
  }
  const file = join(work, `${label}.cjs`);
  writeFileSync(
    file,
    `require(${JSON.stringify(join(root, 'packages/cli/code-cache.js'))}).runWithCodeCache(${JSON.stringify(script)}, ${JSON.stringify(join(work, `${label}.v8cache`))});\n`,
  );
  return file;
}

const FLAGS = ['--single-threaded', `--invocation-count-for-turbofan=${TURBOFAN_INVOCATIONS}`];
const env = { ...process.env, OPLAB_NO_DAEMON: '1' };

function count(root: string, drv: string, exercise: string): number {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      ...FLAGS,
      drv,
      'grade',
      exercise,
      '--solution',
    ],
    { cwd: root, env, encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  const m = /Collected : (\d+)/.exec(r.stderr);
  if (m === null) throw new Error(`no count for ${exercise} in ${root}:\n${r.stderr.slice(-2000)}`);
  return Number(m[1]);
}

const checkouts = [
  { label: 'this', root: ROOT },
  ...(other ? [{ label: 'other', root: resolve(other) }] : []),
];
const drivers = checkouts.map((c) => driver(c.root, c.label));
for (const exercise of exercises) {
  // warm each code cache
  checkouts.forEach((c, i) => {
    for (let k = 0; k < 2; k++)
      spawnSync(process.execPath, [...FLAGS, drivers[i], 'grade', exercise, '--solution'], {
        cwd: c.root,
        env,
      });
  });
  const counts: number[][] = checkouts.map(() => []);
  for (let k = 0; k < RUNS; k++)
    checkouts.forEach((c, i) => {
      counts[i].push(count(c.root, drivers[i], exercise));
    });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const shown = checkouts.map(
    (c, i) => `${c.label} ${counts[i].map((n) => (n / 1e9).toFixed(3)).join('/')} G`,
  );
  const ratio =
    counts.length > 1 ? `  this/other ${(median(counts[0]) / median(counts[1])).toFixed(3)}x` : '';
  console.log(`${exercise}: ${shown.join('  ')}${ratio}`);
}
