// Decompressing the site's Go snapshot in Chromium, in a module worker as the engine does: the
// platform's DecompressionStream (src/sandbox/snapshot-bytes.ts) against fflate's gunzipSync, in
// interleaved pairs (order alternating), on the built snapshot (dist/_astro/go-snapshot-*.bin). Each
// decompression runs in a fresh worker, as the page's single one does (fflate's code cold).
// Build first (`npm run build`), then: node bench/site-gunzip.ts [PAIRS]  (default 6)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const pairs = Number(process.argv[2] ?? 6);
const bin = readdirSync(join(dist, '_astro')).find((f) => /^go-snapshot.*\.bin$/.test(f));
if (bin === undefined) {
  console.error('bench/site-gunzip.ts: no go-snapshot-*.bin in dist/_astro; run `npm run build` first.');
  process.exit(2);
}
const snapshot = readFileSync(join(dist, '_astro', bin));
const fflate = readFileSync(join(root, 'node_modules/fflate/esm/browser.js'));

const worker = `
import { gunzipSync } from '/fflate.js';
const stream = async (b) => new Uint8Array(await new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
onmessage = async (e) => {
  const bytes = new Uint8Array(await (await fetch('/snapshot.bin')).arrayBuffer());
  const t = performance.now();
  const raw = e.data === 'stream' ? await stream(bytes) : gunzipSync(bytes);
  postMessage({ how: e.data, ms: performance.now() - t, size: raw.length });
};`;

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage();
await page.route('http://bench.local/**', (route) => {
  const path = new URL(route.request().url()).pathname;
  const body =
    path === '/snapshot.bin'
      ? snapshot
      : path === '/fflate.js'
        ? fflate
        : path === '/worker.js'
          ? Buffer.from(worker)
          : Buffer.from('<!doctype html><title>gunzip</title>');
  const type = path.endsWith('.js')
    ? 'text/javascript'
    : path.endsWith('.bin')
      ? 'application/octet-stream'
      : 'text/html';
  return route.fulfill({ status: 200, body, contentType: type });
});
await page.goto('http://bench.local/');
console.log(
  `load average at start: ${loadAverage()}; ${bin}: ${(snapshot.length / 1024).toFixed(0)} KB gzip`,
);
const results: { how: string; ms: number; size: number }[] = [];
for (let i = 0; i < pairs; i++)
  for (const how of i % 2 === 0 ? ['stream', 'fflate'] : ['fflate', 'stream'])
    results.push(
      await page.evaluate(
        (h) =>
          new Promise<{ how: string; ms: number; size: number }>((resolve) => {
            const w = new Worker('/worker.js', { type: 'module' });
            w.onmessage = (e) => {
              w.terminate();
              resolve(e.data);
            };
            w.postMessage(h);
          }),
        how,
      ),
    );
await browser.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;
for (const how of ['stream', 'fflate']) {
  const ms = results.filter((r) => r.how === how).map((r) => Math.round(r.ms));
  console.log(
    `${how === 'stream' ? 'DecompressionStream' : 'fflate gunzipSync'}: median ${median(ms)} ms of ${ms.join(', ')} (${((results.find((r) => r.how === how)?.size ?? 0) / 1024 / 1024).toFixed(1)} MB out)`,
  );
}
console.log(`load average at end: ${loadAverage()}`);
