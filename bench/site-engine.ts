// Engine ready on a cold exercise page, two builds side by side: loads alternate page by page between
// build A (SITE_DIST or dist/) and build B (SITE_DIST_B), each served on its own port, so both see the
// same machine load (this 2-core machine is shared; a run of one build after the other mostly measures
// the load). Per load: navigation start → the workspace's engine "ready" (an observer installed before
// the page's own scripts), and where the time went (the workspace's data-engine-phases, as
// bench/site.ts prints them). Without SITE_DIST_B, only A.
// Build first (`npm run build`), then: node bench/site-engine.ts [PAIRS]  (default 6; BENCH_PORT
// picks A's port, B's is the next; BENCH_EXERCISE the page, default scope-get)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { markEngineReady } from './engine-ready-mark.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const pairs = Number(process.argv[2] ?? 6);
const portA = Number(process.env.BENCH_PORT ?? 4393);
const exercise = process.env.BENCH_EXERCISE ?? 'scope-get';
const builds = [
  { name: 'A', dist: process.env.SITE_DIST ?? join(root, 'dist'), port: portA },
  ...(process.env.SITE_DIST_B ? [{ name: 'B', dist: process.env.SITE_DIST_B, port: portA + 1 }] : []),
];
for (const b of builds)
  if (!existsSync(join(b.dist, 'en', 'exercises', exercise, 'index.html'))) {
    console.error(`bench/site-engine.ts: ${b.dist} has no page for ${exercise}; build first.`);
    process.exit(2);
  }

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.floor((s.length - 1) / 2)] ?? Number.NaN);
};

type Phases = Record<string, number | string | undefined>;

/**
 * CPU time (user + system, ms) of each worker thread ("DedicatedWorker thread") of Chromium's
 * processes under `browserPid`, by thread id: read at engine ready, the engine worker's thread is the
 * busiest (the snapshot's worker has ended by then). CPU, unlike wall time, hardly depends on what else
 * the machine runs. Threads seen before a load began are left out (a closed page's may linger).
 */
function workerThreadsCpu(browserPid: number): Map<string, number> {
  const out = new Map<string, number>();
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(
        readFileSync(`/proc/${d}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ')[1],
      );
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {}
  }
  const pids: number[] = [];
  const walk = (p: number) => {
    pids.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(browserPid);
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {}
    for (const t of tasks) {
      try {
        if (!readFileSync(`/proc/${pid}/task/${t}/comm`, 'utf8').startsWith('DedicatedWorker')) continue;
        const f = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ');
        out.set(`${pid}/${t}`, (Number(f[11]) + Number(f[12])) * 10);
      } catch {}
    }
  }
  return out;
}

// Playwright runs Chromium as a child of this process.
const browserPid = process.pid;

/** One cold load: ms from navigation to engine ready, and the workspace's phases. */
async function load(browser: Browser, port: number): Promise<{ ready: number; phases: Phases }> {
  const context = await browser.newContext();
  await markEngineReady(context);
  await context.addInitScript(() => {
    // When the page made its first worker (the engine's), page clock: Worker wrapped before any script.
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, opts?: WorkerOptions) {
        super(url, opts);
        (window as unknown as { firstWorkerAt?: number }).firstWorkerAt ??= Math.round(performance.now());
      }
    };
  });
  const page = await context.newPage();
  const before = workerThreadsCpu(browserPid);
  await page.goto(`http://127.0.0.1:${port}/en/exercises/${exercise}/`);
  await page.waitForSelector('[data-workspace][data-bench-engine-at]', {
    timeout: 120_000,
    state: 'attached',
  });
  const ready = Number(await page.getAttribute('[data-workspace]', 'data-bench-engine-at'));
  const cpu = [...workerThreadsCpu(browserPid)].filter(([t]) => !before.has(t)).map(([, ms]) => ms);
  const phases = JSON.parse(
    (await page.getAttribute('[data-workspace]', 'data-engine-phases')) ?? '{}',
  ) as Phases;
  phases.workerMadeAt = await page.evaluate(
    () => (window as unknown as { firstWorkerAt?: number }).firstWorkerAt,
  );
  phases.engineCpuMs = Math.max(0, ...cpu);
  await context.close();
  return { ready, phases };
}

const stops = await Promise.all(builds.map((b) => serveDist(b.dist, b.port)));
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  console.log(`load average at start: ${loadAverage()}`);
  const got = new Map(builds.map((b) => [b.name, [] as { ready: number; phases: Phases }[]]));
  for (let i = 0; i < pairs; i++) {
    // Order alternates pair by pair: neither build always loads first.
    const order = i % 2 === 0 ? builds : [...builds].reverse();
    for (const b of order) {
      const r = await load(browser, b.port);
      got.get(b.name)?.push(r);
      console.log(
        `  ${b.name} engine ready ${r.ready} ms, its thread's CPU ${r.phases.engineCpuMs} ms (worker made ${r.phases.workerMadeAt}, page asks ${r.phases.askedAt}, load ${r.phases.loadMs}, first Check ${r.phases.firstJobMs})`,
      );
    }
  }
  const keys = [
    'engineCpuMs',
    'workerMadeAt',
    'askedAt',
    'workerStartMs',
    'workerAgeMs',
    'readerAt',
    'codeAt',
    'bytesAt',
    'unzippedAt',
    'snapshotReadMs',
    'loadMs',
    'firstJobMs',
  ];
  for (const b of builds) {
    const rs = got.get(b.name) ?? [];
    const m = (k: string) => median(rs.map((r) => Number(r.phases[k])));
    console.log(
      `${b.name} (${b.dist}): engine ready median ${median(rs.map((r) => r.ready))} ms of ${rs.map((r) => r.ready).join(', ')}`,
    );
    console.log(`  medians: ${keys.map((k) => `${k} ${m(k)}`).join(', ')}`);
  }
  console.log(`load average at end: ${loadAverage()}`);
  await browser.close();
} finally {
  for (const stop of stops) stop();
}
