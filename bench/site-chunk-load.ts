// The engine worker's code alone: how long a fresh module worker takes to import the toolchain's
// chunks (go-*.js, gopkg-*.js, then grade-*.js and run-*.js, which import them) from a cold cache:
// fetch, decode, compile, evaluate, on the worker's thread, as the engine worker does before it can
// read the snapshot. Two builds, loads alternating between them (each in a fresh browser context, so
// a cold HTTP cache), order alternating pair by pair; prints each side's median and the per-pair ratio.
// Build first, then: node bench/site-chunk-load.ts [PAIRS]  (SITE_DIST = A, SITE_DIST_B = B; default 8)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dists = [process.env.SITE_DIST ?? join(root, 'dist'), process.env.SITE_DIST_B].filter(
  (d): d is string => d !== undefined,
);
const pairs = Number(process.argv[2] ?? 8);
const port = Number(process.env.BENCH_PORT ?? 4401);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? Number.NaN;
};

/** The engine's chunks of a build, in the order the worker's imports reach them. */
function chunks(dist: string): string[] {
  const names = readdirSync(join(dist, '_astro'));
  return ['go-', 'gopkg-', 'run-', 'grade-'].map((prefix) => {
    // The hash is 8 characters: go-text-*.js and go-texts-*.js are not go-*.js.
    const found = names.filter((n) => new RegExp(`^${prefix}[\\w-]{8}\\.js$`).test(n));
    if (found.length !== 1) throw new Error(`${dist}: ${found.length} chunks named ${prefix}*.js`);
    return `/_astro/${found[0]}`;
  });
}

const stops = await Promise.all(dists.map((d, i) => serveDist(d, port + i)));
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
console.log(`load average at start: ${loadAverage()}`);

/** One cold import of build `i`'s chunks in a fresh module worker: ms from the worker's start. */
async function once(i: number): Promise<{ importMs: number; startMs: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = `http://127.0.0.1:${port + i}`;
    await page.goto(`${origin}/404.html`);
    const urls = chunks(dists[i]!).map((u) => origin + u);
    return await page.evaluate(async (urls) => {
      const code = `const t0 = performance.now();
        Promise.all(${JSON.stringify(urls)}.map((u) => import(u))).then(
          () => postMessage({ importMs: performance.now() - t0, startMs: t0 }),
          (e) => postMessage({ error: String(e) }));`;
      const w = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), {
        type: 'module',
      });
      const r = await new Promise<{ importMs: number; startMs: number; error?: string }>((res) => {
        w.onmessage = (e) => res(e.data);
      });
      w.terminate();
      if (r.error) throw new Error(r.error);
      return r;
    }, urls);
  } finally {
    await context.close();
  }
}

const got: number[][] = dists.map(() => []);
for (let p = 0; p < pairs; p++) {
  const order = p % 2 === 0 ? dists.map((_, i) => i) : dists.map((_, i) => dists.length - 1 - i);
  const line: string[] = [];
  for (const i of order) {
    const r = await once(i);
    got[i]!.push(r.importMs);
    line.push(`${'AB'[i]} ${Math.round(r.importMs)} ms`);
  }
  console.log(`pair ${p + 1}: ${line.join(', ')}`);
}
for (let i = 0; i < dists.length; i++) {
  console.log(`${'AB'[i]} (${dists[i]}): import median ${Math.round(median(got[i]!))} ms`);
}
if (dists.length === 2) {
  const ratios = got[1]!.map((b, k) => b / got[0]![k]!);
  console.log(
    `B/A per pair: median ${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
}
console.log(`load average at end: ${loadAverage()}`);
await browser.close();
for (const stop of stops) stop();
