// The Go snapshot's read alone (src/go/build/snapshot.ts readSnapshot), in fresh processes: CPU and
// wall time of the read, the garbage collector's pauses during it, and the live heap after it (a
// forced collection). The file is the prebuilt CLI's (`…-kube.bin` by default), opened as the CLI
// opens it (src/cli/go-snapshot.ts openSnapshotFile: header and main table at once, segments on
// demand). With --vs DIR the same is done from the worktree DIR (its own reader and its own prebuilt
// snapshot) in alternation, one fresh process each, and the ratios per pair are printed.
//   node bench/snapshot-read.ts [--kind kube|go|shell] [--runs N] [--vs DIR]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const opt = (name: string, def: string): string => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : def;
};

/** The newest snapshot file of `kind` in the prebuilt CLI of worktree `dir`. */
function snapshotIn(dir: string, kind: string): string {
  const cache = join(dir, 'node_modules', '.cache', 'oplab');
  const files = readdirSync(cache)
    .filter((f) => f.startsWith('go-snapshot-') && f.endsWith(`-${kind}.bin`))
    .map((f) => join(cache, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (files.length === 0) throw new Error(`no ${kind} snapshot in ${cache}: bundle the CLI there first`);
  return files[0];
}

interface Figures {
  cpu: number;
  wall: number;
  gc: number;
  heap: number;
  entries: number;
}

if (argv[0] === '--child') {
  const file = argv[1];
  // The reader is the worktree's own (argv[2]), as the engine loads it (Go sources as `.go?raw` text).
  const root = argv[2];
  await import(join(root, 'src/cli/text-imports.ts'));
  const { openSnapshotFile } = await import(join(root, 'src/cli/go-snapshot.ts'));
  const { readSnapshot } = await import(join(root, 'src/go/index.ts'));
  const { PerformanceObserver } = await import('node:perf_hooks');
  let gc = 0;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gc += e.duration;
  });
  obs.observe({ entryTypes: ['gc'] });
  const name = file.slice(file.lastIndexOf('/') + 1);
  const key = name.slice('go-snapshot-'.length).split('-')[0];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const source = openSnapshotFile(file, key);
  if (source === undefined) throw new Error(`${file}: not a sound snapshot of key ${key}`);
  const snap = readSnapshot(source);
  const wall = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  if (snap === undefined) throw new Error(`${file}: not read (another format or universe)`);
  // The observer's entries come asynchronously.
  await new Promise((r) => setTimeout(r, 50));
  obs.disconnect();
  (globalThis as { gc?: () => void }).gc?.();
  const out: Figures = {
    cpu: (c.user + c.system) / 1000,
    wall,
    gc,
    heap: process.memoryUsage().heapUsed / 2 ** 20,
    entries: snap.entries.size,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}

const kind = opt('--kind', 'kube');
const runs = Number(opt('--runs', '8'));
const vs = opt('--vs', '');
const here = join(import.meta.dirname, '..');
const sides = vs === '' ? [here] : [here, vs];

function once(dir: string): Figures {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', join(here, 'bench', 'snapshot-read.ts'), '--child', snapshotIn(dir, kind), dir],
    { cwd: dir, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`${dir}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Figures;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const got: Figures[][] = sides.map(() => []);
for (let i = 0; i < runs; i++)
  for (let s = 0; s < sides.length; s++)
    got[(s + i) % sides.length].push(once(sides[(s + i) % sides.length]));
const load = (await import('node:os')).loadavg()[0].toFixed(1);
console.log(`${kind} snapshot read, ${runs} fresh processes per side, load ${load}`);
for (let s = 0; s < sides.length; s++) {
  const g = got[s];
  const m = (k: keyof Figures) => median(g.map((f) => f[k]));
  console.log(
    `${sides[s]}: cpu ${m('cpu').toFixed(0)} ms, wall ${m('wall').toFixed(0)} ms, gc ${m('gc').toFixed(0)} ms, heap ${m('heap').toFixed(1)} MB, ${g[0].entries} packages`,
  );
}
if (sides.length === 2)
  for (const k of ['cpu', 'wall', 'gc', 'heap'] as const)
    console.log(
      `  ${k} A/B per pair: median ${median(got[0].map((f, i) => f[k] / got[1][i][k])).toFixed(3)}x`,
    );
