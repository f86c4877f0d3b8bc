// An embedded exercise in real Chromium, as a host page on another origin meets it (cold cache each
// run): the JavaScript it loads before its editor is ready (gzip; embed.js, then the widget's page
// JavaScript, then the editor), and the time from the host page's navigation start to the editor in
// the widget being usable. Build first (`npm run build`), then: node bench/embed.ts [RUNS]
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { serveDist } from './serve-dist.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const runs = Number(process.argv[2] ?? 5);
const port = 4392;
const site = `http://127.0.0.1:${port}`;

if (!existsSync(join(dist, 'embed', 'scope-get', 'index.html'))) {
  console.error('bench/embed.ts: dist/ has no embed pages; run `npm run build` first.');
  process.exit(2);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.floor((s.length - 1) / 2)] ?? Number.NaN);
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const hostHtml = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script src="${site}/embed.js"></script></head><body>
<operator-lab-exercise exercise="scope-get"></operator-lab-exercise></body></html>`;

const stopServer = await serveDist(dist, port);
const host = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(hostHtml);
});
await new Promise<void>((r) => host.listen(0, '127.0.0.1', () => r()));
const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;

try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const ready: number[] = [];
  const bytes = { component: 0, page: 0, editor: 0, files: 0 };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: { url: string; body: Promise<Buffer | undefined> }[] = [];
    context.on('response', (r) => {
      if (/\.m?js(\?|$)/.test(r.url())) bodies.push({ url: r.url(), body: r.body().catch(() => undefined) });
    });
    const started = Date.now();
    await page.goto(hostUrl);
    const frame = page.frameLocator('operator-lab-exercise iframe');
    await frame.locator('[data-workspace][data-editor="ready"]').waitFor({ timeout: 60_000 });
    ready.push(Date.now() - started);
    const beforeReady = bodies.slice(); // later responses are the engine, started on idle
    if (i === 0) {
      for (const b of beforeReady) {
        const body = await b.body;
        if (!body) continue;
        const gz = gzipSync(body).length;
        if (b.url.endsWith('/embed.js')) bytes.component += gz;
        else if (/\/_astro\/editor[.-]/.test(b.url)) bytes.editor += gz;
        else bytes.page += gz;
        bytes.files++;
      }
    }
    await context.close();
  }
  await browser.close();
  console.log(`embed.js (the web component): ${kb(bytes.component)} gzip`);
  console.log(
    `JS an embed loads before its editor is ready: ${kb(bytes.component + bytes.page + bytes.editor)} gzip in ${bytes.files} files (widget page ${kb(bytes.page)}, editor ${kb(bytes.editor)})`,
  );
  console.log(
    `embedded editor ready (host navigation start → editor usable in the widget), cold cache: median ${median(ready)} ms of ${ready.join(', ')}`,
  );
} finally {
  host.close();
  stopServer();
}
