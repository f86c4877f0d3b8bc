// Chromium driven over a bare DevTools connection that attaches to pages only, never to their
// workers: for timing an exercise page's engine as a learner's browser runs it (a module for the
// site benches, not a benchmark).
//
// Why not Playwright here: it auto-attaches to every target with waitForDebuggerOnStart, so each
// dedicated worker is paused when created until Playwright's driver (another process) has enabled
// the Runtime domain on it and resumed it, and the worker's events then travel through that driver.
// The engine worker and the package snapshot's worker are both on the engine's critical path, and on
// a 2-core machine the page load already keeps both cores ~90% busy: the same build's engine came
// ready ~150–250 ms later under Playwright than here (bench/README, session 40). A learner's browser
// has no automation attached.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';

/** The switches Playwright adds that keep a headless page from being throttled, so both drivers run pages alike. */
const UNTHROTTLED = [
  '--headless',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-field-trial-config',
];

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface UnattachedBrowser {
  /**
   * Loads `url` in a new browser context (a cold cache), with `initScript` evaluated in every document
   * before the page's own scripts; resolves with the string `probe` (an expression evaluated in the
   * page every 20 ms) first returns non-empty, then closes the context.
   */
  load(url: string, initScript: string, probe: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function launchUnattached(): Promise<UnattachedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'oplab-unattached-'));
  const child = spawn(
    chromiumExecutable(),
    [
      ...chromiumArgs,
      ...UNTHROTTLED,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Chromium prints the browser's DevTools address on stderr once it listens.
  const endpoint = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools address: ${text}`)), 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text}`)));
  });
  const ws = new WebSocket(endpoint);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve(), { once: true });
    ws.addEventListener('error', () => reject(new Error(`no DevTools connection at ${endpoint}`)), {
      once: true,
    });
  });
  let lastId = 0;
  const pending = new Map<number, (r: Reply) => void>();
  ws.addEventListener('message', (m) => {
    const reply = JSON.parse(String(m.data)) as Reply;
    if (reply.id === undefined) return;
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (r) =>
        r.error ? reject(new Error(`${method}: ${r.error.message}`)) : resolve(r.result ?? {}),
      );
      ws.send(JSON.stringify({ id, method, params, sessionId }));
    });

  return {
    async load(url, initScript, probe, timeoutMs = 120_000) {
      const { browserContextId } = await send('Target.createBrowserContext');
      try {
        const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
        // Attached to this page alone: no auto-attach, so its workers run unobserved.
        const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
          sessionId: string;
        };
        await send('Page.enable', {}, sessionId);
        await send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
        await send('Page.navigate', { url }, sessionId);
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 20));
          const r = (await send(
            'Runtime.evaluate',
            { expression: probe, returnByValue: true },
            sessionId,
          )) as {
            result?: { value?: unknown };
          };
          const value = r.result?.value;
          if (typeof value === 'string' && value !== '') return value;
        }
        throw new Error(`${url}: nothing from ${probe} in ${timeoutMs} ms`);
      } finally {
        await send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    async close() {
      ws.close();
      child.kill();
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((r) => child.once('exit', r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
