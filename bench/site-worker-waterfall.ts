// The engine worker's fetches on a cold exercise page, on the page's clock (ms since navigation):
// when the worker was made, when each of its scripts (chunks) was requested and there, and the
// worker's own moments (code there, snapshot read, ready). Shows whether the worker's chunks are
// fetched side by side or one after another as its import graph is discovered.
// Build first, then: node bench/site-worker-waterfall.ts [LOADS]  (SITE_DIST, BENCH_PORT,
// BENCH_EXERCISE as in bench/site-engine.ts)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { markEngineReady } from './engine-ready-mark.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4397);
const exercise = process.env.BENCH_EXERCISE ?? 'scope-get';
const loads = Number(process.argv[2] ?? 1);
if (!existsSync(join(dist, 'en', 'exercises', exercise, 'index.html'))) {
  console.error(`bench/site-worker-waterfall.ts: ${dist} has no page for ${exercise}; build first.`);
  process.exit(2);
}

interface Entry {
  name: string;
  start: number;
  end: number;
  size: number;
}

const stop = await serveDist(dist, port);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  console.log(`load average at start: ${loadAverage()}`);
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext();
    await markEngineReady(context);
    const page = await context.newPage();
    const workers: import('playwright-core').Worker[] = [];
    page.on('worker', (w) => workers.push(w));
    await page.goto(`http://127.0.0.1:${port}/en/exercises/${exercise}/`);
    await page.waitForSelector('[data-workspace][data-bench-engine-at]', {
      timeout: 120_000,
      state: 'attached',
    });
    const ready = Number(await page.getAttribute('[data-workspace]', 'data-bench-engine-at'));
    const pageOrigin = await page.evaluate(() => performance.timeOrigin);
    const phases = JSON.parse((await page.getAttribute('[data-workspace]', 'data-engine-phases')) ?? '{}');
    console.log(`load ${i + 1}: engine ready ${ready} ms (page clock)`);
    for (const w of workers) {
      let got: { origin: number; entries: Entry[] } | undefined;
      try {
        got = await w.evaluate(() => ({
          origin: performance.timeOrigin,
          entries: performance.getEntriesByType('resource').map((e) => {
            const r = e as PerformanceResourceTiming;
            return { name: r.name, start: r.startTime, end: r.responseEnd, size: r.encodedBodySize };
          }),
        }));
      } catch {
        continue; // ended (the snapshot's worker)
      }
      const shift = got.origin - pageOrigin;
      const at = (x: number) => Math.round(x + shift);
      console.log(`  worker ${w.url().replace(/^.*\//, '')}: started at ${Math.round(shift)} ms`);
      for (const e of got.entries)
        console.log(
          `    ${String(at(e.start)).padStart(6)} -> ${String(at(e.end)).padStart(6)}  ${(e.size / 1024).toFixed(1).padStart(7)} KB  ${e.name.replace(/^.*\//, '')}`,
        );
      if (w.url().includes('/worker-'))
        console.log(
          `    moments (page clock): code ${at(phases.codeAt)}, reader ${at(phases.readerAt)}, bytes ${at(phases.bytesAt)}, unzipped ${at(phases.unzippedAt)}; snapshot read ${phases.snapshotReadMs} ms, load ${phases.loadMs}, first Check ${phases.firstJobMs}`,
        );
    }
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
