// The packed snapshot's main part decompressed while the rest downloads (src/sandbox/snapshot-bytes.ts
// readSnapshotBody, used by the snapshot's worker) against the whole body read first and its main part
// decompressed after (before session 23): in Chromium, each in a fresh module worker, fetched from the
// built site over HTTP (test/e2e/static-server.ts), interleaved pairs with the order alternating.
// Per run: ms from the fetch to the main part decompressed, and to the last byte.
// Build first, then: node bench/site-snapshot-body.ts [PAIRS]  (default 10; SITE_DIST, BENCH_PORT)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { isPacked, PACKED_WORDS, readSnapshotBody } from '../src/sandbox/snapshot-bytes.ts';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4392);
const pairs = Number(process.argv[2] ?? 10);
const bin = readdirSync(join(dist, '_astro')).find((f) => /^go-snapshot.*\.bin$/.test(f));
if (bin === undefined) {
  console.error('bench/site-snapshot-body.ts: no go-snapshot-*.bin in dist/_astro; build first.');
  process.exit(2);
}

// The worker: readSnapshotBody as the site ships it (its source, with the names it uses), or the
// body read whole and its main part decompressed after.
const worker = `
const PACKED_WORDS = ${PACKED_WORDS};
const PACKED_MAGIC = [0x4f, 0x50, 0x4b, 0x31];
const isPacked = ${isPacked.toString()};
${readSnapshotBody.toString()}
function concat(chunks, length) {
  if (chunks.length === 1 && chunks[0].length === length) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}
const gunzip = async (b) => new Uint8Array(await new Response(new Blob([b]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
onmessage = async (e) => {
  const t = performance.now();
  const res = await fetch(e.data.url);
  let bytes, main, lastByte;
  if (e.data.how === 'streamed') {
    const read = await readSnapshotBody(res.body);
    lastByte = performance.now() - t;
    bytes = read.bytes;
    main = await read.main.raw;
  } else {
    bytes = new Uint8Array(await res.arrayBuffer());
    lastByte = performance.now() - t;
    const v = new DataView(bytes.buffer);
    const at = 4 + PACKED_WORDS * 4 + v.getUint32(4, true) * 12 + v.getUint32(20, true) * 4;
    main = await gunzip(bytes.subarray(at, at + v.getUint32(12, true)));
  }
  postMessage({ how: e.data.how, ms: performance.now() - t, lastByte, size: main.length, bytes: bytes.length });
};`;

const stop = await serveDist(dist, port);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  console.log(`load average at start: ${loadAverage()}`);
  const results: { how: string; ms: number; lastByte: number; size: number }[] = [];
  for (let i = 0; i < pairs; i++)
    for (const how of i % 2 === 0 ? ['streamed', 'whole'] : ['whole', 'streamed']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/404.html`);
      const r = await page.evaluate(
        ({ code, how, url }) =>
          new Promise<{ how: string; ms: number; lastByte: number; size: number }>((resolve) => {
            const w = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), {
              type: 'module',
            });
            w.onmessage = (e) => {
              w.terminate();
              resolve(e.data);
            };
            w.postMessage({ how, url });
          }),
        { code: worker, how, url: `http://127.0.0.1:${port}/_astro/${bin}` },
      );
      await context.close();
      results.push(r);
      console.log(
        `  ${r.how}: main part decompressed at ${r.ms.toFixed(0)} ms, last byte at ${r.lastByte.toFixed(0)} ms (${r.size} bytes)`,
      );
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  for (const how of ['whole', 'streamed']) {
    const rs = results.filter((r) => r.how === how);
    console.log(
      `${how}: main part decompressed, median ${median(rs.map((r) => r.ms)).toFixed(0)} ms (last byte ${median(rs.map((r) => r.lastByte)).toFixed(0)} ms)`,
    );
  }
  const ratios = results
    .filter((_, i) => i % 2 === 0)
    .map((r, k) => {
      const other = results[2 * k + 1];
      const s = r.how === 'streamed' ? r : other;
      const w = r.how === 'streamed' ? other : r;
      return s.ms / w.ms;
    });
  console.log(
    `streamed / whole per pair: median ${median(ratios).toFixed(2)}x (${ratios.map((x) => x.toFixed(2)).join(', ')})`,
  );
  console.log(`load average at end: ${loadAverage()}`);
  await browser.close();
} finally {
  stop();
}
