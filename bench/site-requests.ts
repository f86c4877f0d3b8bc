// The order of a cold exercise page's requests, the page's and its workers', on the page's clock
// (ms after navigation start): when each was sent and when its response ended, beside when the page
// made its first worker, the page's own moments (DOMContentLoaded, load) and engine ready with the
// workspace's phases; for finding what stands before the engine's start.
// Build first, then: node bench/site-requests.ts [LOADS]  (SITE_DIST / BENCH_PORT / BENCH_EXERCISE)
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { markEngineReady } from './engine-ready-mark.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4392);
const exercise = process.env.BENCH_EXERCISE ?? 'scope-get';
const loads = Number(process.argv[2] ?? 1);

const stop = await serveDist(dist, port);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  console.log(`load average at start: ${loadAverage()}`);
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext();
    await markEngineReady(context);
    await context.addInitScript(() => {
      const Real = window.Worker;
      window.Worker = class extends Real {
        constructor(url: string | URL, opts?: WorkerOptions) {
          super(url, opts);
          const w = window as unknown as { workersAt?: [number, string][] };
          (w.workersAt ??= []).push([Math.round(performance.now()), String(url).replace(/^.*\//, '')]);
        }
      };
    });
    const page = await context.newPage();
    const rows: { url: string; start: number; end: number; wall0: number }[] = [];
    let navWall = 0;
    context.on('requestfinished', (r) => {
      const t = r.timing();
      rows.push({
        url: r.url().replace(/^https?:\/\/[^/]+/, ''),
        start: t.startTime,
        end: t.responseEnd,
        wall0: 0,
      });
    });
    page.on('request', (r) => {
      if (r.isNavigationRequest() && navWall === 0) navWall = r.timing().startTime;
    });
    await page.goto(`http://127.0.0.1:${port}/en/exercises/${exercise}/`);
    await page.waitForSelector('[data-workspace][data-bench-engine-at]', {
      timeout: 120_000,
      state: 'attached',
    });
    const ready = Number(await page.getAttribute('[data-workspace]', 'data-bench-engine-at'));
    const phases = await page.getAttribute('[data-workspace]', 'data-engine-phases');
    const info = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        origin: performance.timeOrigin,
        workers: (window as unknown as { workersAt?: [number, string][] }).workersAt,
        responseEnd: Math.round(n.responseEnd),
        domInteractive: Math.round(n.domInteractive),
        dcl: Math.round(n.domContentLoadedEventEnd),
        load: Math.round(n.loadEventEnd),
        fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
      };
    });
    await context.close();
    console.log(
      `load ${i + 1}: engine ready ${ready} ms; workers made ${JSON.stringify(info.workers)}; html end ${info.responseEnd}, domInteractive ${info.domInteractive}, DCL ${info.dcl}, load ${info.load}, FCP ${info.fcp}`,
    );
    console.log(`  phases ${phases}`);
    for (const r of rows.sort((a, b) => a.start - b.start))
      console.log(
        `  ${String(Math.round(r.start - info.origin)).padStart(6)} → ${String(Math.round(r.start - info.origin + r.end)).padStart(6)}  ${r.url.slice(0, 100)}`,
      );
  }
  await browser.close();
} finally {
  stop();
}
