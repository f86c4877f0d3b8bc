// The README's dashboard screenshot (not a test): a workshop server on the built site with a small
// class posting through the API, then the instructor's dashboard in Chromium.
//   node test/e2e/workshop-screenshot.ts [OUT.png]   (needs npm run build)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';

const out = process.argv[2] ?? 'docs/screenshot-workshop.png';
const port = 4347;
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'oplab-shot-'));
const server = spawn(
  process.execPath,
  ['src/cli/oplab.ts', 'workshop', 'serve', '--port', String(port), '--db', join(dir, 'w.db')],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise<void>((ok) =>
  server.stdout?.on('data', (d) => String(d).includes('Workshop server on') && ok()),
);

async function post(path: string, body: unknown, token?: string): Promise<any> {
  const r = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return r.json();
}

const w = await post('/api/workshops', {
  title: 'Operators in Go — Tuesday class',
  locale: 'en',
  exercises: [
    { id: 'scope-get', minutes: 15 },
    { id: 'scope-list', minutes: 15 },
    { id: 'status-subresource' },
    { id: 'webhook-validate' },
  ],
});
const names = ['Amara', 'Bruno', 'Chen Wei', 'Dana', 'Emil', 'Farah', 'Goran', 'Hana'];
let n = 0;
const check = (exercise: string, failing?: string) => ({
  id: `shot${++n}xxxxx`,
  kind: 'check',
  exercise,
  status: failing ? 'fail' : 'pass',
  checks: [
    { id: 'compile', status: 'pass' },
    ...(failing ? [{ id: failing, status: 'fail', lesson: '/lessons/scope/#get-takes-a-key' }] : []),
  ],
  ms: 900,
});
for (const [i, name] of names.entries()) {
  const l = await post('/api/join', { code: w.joinCode, name });
  const events: unknown[] = [check('scope-get', i % 3 === 0 ? 'scope.get-namespace' : undefined)];
  if (i === 0)
    events.push(check('scope-get', 'scope.get-namespace'), check('scope-get', 'scope.get-namespace'));
  if (i % 3 !== 0) events.push({ id: `shot${++n}xxxxx`, kind: 'opened', exercise: 'scope-list' });
  if (i % 3 === 1) events.push(check('scope-list', 'scope.list-namespace'));
  if (i === 2 || i === 5)
    events.push(check('scope-list'), check('status-subresource', 'status.subresource-used'));
  if (i === 4) events.push({ id: `shot${++n}xxxxx`, kind: 'hint', exercise: 'scope-list', hint: 1 });
  await post('/api/learner/events', { events }, l.learnerToken);
  if (i === 2)
    await post(
      '/api/learner/share',
      { exercise: 'scope-get', files: { 'main.go': 'package main\n' } },
      l.learnerToken,
    );
}
await post('/api/instructor/lock', { exercise: 'webhook-validate', locked: true }, w.instructorToken);
await post('/api/instructor/move', { exercise: 'scope-list' }, w.instructorToken);
await post(
  '/api/instructor/message',
  { text: 'Scope exercises until 10:45, then a short break.' },
  w.instructorToken,
);

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 1150 }, colorScheme: 'light' });
await page.goto(base + w.instructorPath);
await page.locator('.owd-live[data-state="live"]').waitFor();
await page.screenshot({ path: out });
await browser.close();
server.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
console.log(`wrote ${out}`);
