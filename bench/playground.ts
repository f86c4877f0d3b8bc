// The playground in real Chromium, served from dist/ by a local static server:
//   - Run of the Memcached template, click → trace rendered (engine warmed by one Run first;
//     target median ≤ 500 ms), and the same with an edit before each Run (a fresh compile);
//   - the share link's length for the Memcached template (target ≤ 6 KB);
//   - the page's JavaScript heap after garbage collection, after the first Run and after 20 Runs
//     of the unchanged template (target: no growth beyond the first Run's + 10%), then after Runs
//     that each follow an edit (Monaco keeps its undo history).
// Build first (`npm run build`), then: node bench/playground.ts [RUNS]  (timed Runs, default 7)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { serveDist } from './serve-dist.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const runs = Number(process.argv[2] ?? 7);
const port = 4393;
const base = `http://127.0.0.1:${port}`;

if (!existsSync(join(dist, 'en', 'playground', 'index.html'))) {
  console.error('bench/playground.ts: dist/ has no playground page; run `npm run build` first.');
  process.exit(2);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.floor((s.length - 1) / 2)] ?? Number.NaN);
};

/** Click Run, wait for the trace; the page's own measure (click handler → panels filled), in ms. */
async function run(page: Page): Promise<number> {
  await page.evaluate(() => document.querySelector('[data-playground]')?.removeAttribute('data-outcome'));
  await page.click('[data-action="run"]');
  // locators, not waitForSelector: an ElementHandle would keep each old run's detached DOM alive
  await page.locator('[data-playground][data-outcome^="run:"]').waitFor({
    timeout: 60_000,
    state: 'attached',
  });
  const outcome = await page.getAttribute('[data-playground]', 'data-outcome');
  if (outcome !== 'run:run:0') throw new Error(`the Memcached template did not run: ${outcome}`);
  await page.locator('.pg-step-btn').first().waitFor({ state: 'attached' });
  return Number(await page.getAttribute('[data-playground]', 'data-run-ms'));
}

const stopServer = await serveDist(dist, port);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.goto(`${base}/en/playground/`);
  await page.waitForSelector('[data-playground][data-editor="ready"]', {
    timeout: 60_000,
    state: 'attached',
  });
  await page.selectOption('[data-template]', 'memcached');
  await page.click('[data-action="load"]');
  const first = await run(page); // loads the engine's packages and compiles the project

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    // several full collections: detached DOM is swept by Blink's collector over more than one cycle
    for (let i = 0; i < 3; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      await page.waitForTimeout(200);
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (n: string) => metrics.find((m) => m.name === n)?.value ?? 0;
    return { heap: get('JSHeapUsedSize'), nodes: get('Nodes') };
  };
  const afterFirst = await heap();

  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const growth = (a: number, b: number) => `${((b / a - 1) * 100).toFixed(1)}%`;
  // 20 Runs of the unchanged template (the first timed `runs` of them), then the heap
  const same: number[] = [];
  for (let i = 1; i < 20; i++) {
    const ms = await run(page);
    if (same.length < runs) same.push(ms);
  }
  const after20 = await heap();
  const edited: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate((n) => {
      const pg = (
        window as unknown as {
          oplabPlayground: { editor: { value(p: string): string; replace(p: string, t: string): void } };
        }
      ).oplabPlayground;
      const path = 'internal/controller/memcached_controller.go';
      pg.editor.replace(path, `${pg.editor.value(path)}\n// edit ${n}\n`);
    }, i);
    edited.push(await run(page));
  }
  const afterEdits = await heap();
  console.log(`Run of the Memcached template, click → trace rendered: first ${first} ms (engine cold)`);
  console.log(`  unchanged project: median ${median(same)} ms of ${same.join(', ')} (target ≤ 500 ms)`);
  console.log(
    `  edited before each Run (fresh compile): median ${median(edited)} ms of ${edited.join(', ')}`,
  );
  console.log(
    `page heap after GC: ${mb(afterFirst.heap)} after the first Run, ${mb(after20.heap)} after 20 Runs (${growth(afterFirst.heap, after20.heap)}; target ≤ +10%), DOM nodes ${afterFirst.nodes} → ${after20.nodes}; after ${runs} more Runs each after an edit: ${mb(afterEdits.heap)} (${growth(afterFirst.heap, afterEdits.heap)}), DOM nodes ${afterEdits.nodes}`,
  );

  await page.click('[data-action="share"]');
  await page.waitForFunction(() => location.hash.startsWith('#p='));
  const url = page.url();
  console.log(
    `share link of the Memcached template: ${(url.length / 1024).toFixed(2)} KB (${url.length} characters, fragment ${new URL(url).hash.length}; target ≤ 6 KB)`,
  );
  await browser.close();
} finally {
  stopServer();
}
