import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { openEditor } from './editor.ts';

// Exercises embedded in another site's page: a host served from another origin (another port on
// 127.0.0.1) loads embed.js from the built site and places two <operator-lab-exercise> elements.
// They load lazily, size themselves, and the host gets the widget's events; the host's commands
// work, a third origin's forged messages do not. A plain iframe works without the script.

const sitePort = Number(process.env.E2E_PORT ?? 4329);
const site = `http://127.0.0.1:${sitePort}`;

const solution = readFileSync(
  join(import.meta.dirname, '../../exercises/scope-get/solution/internal/controller/app_controller.go'),
  'utf8',
);

function hostPage(lang: string, theme: string, forgerOrigin: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>A team wiki</title>
<script>
  window.events = [];
  for (const t of ['ready', 'resize', 'run', 'check', 'progress']) {
    document.addEventListener(t, (e) => {
      if (e.target.localName === 'operator-lab-exercise') window.events.push({ id: e.target.id, type: t, detail: e.detail });
    });
  }
</script>
<script src="${site}/embed.js" defer></script></head>
<body style="margin:0;font-family:sans-serif">
<h1>Our operator notes</h1>
<operator-lab-exercise id="first" exercise="scope-get" lang="${lang}" theme="${theme}"></operator-lab-exercise>
<div style="height:4000px">A long page.</div>
<operator-lab-exercise id="second" exercise="status-conflict" lang="${lang}" theme="${theme}"></operator-lab-exercise>
<iframe id="forger" src="${forgerOrigin}/forger.html" style="width:10px;height:10px;border:0"></iframe>
</body></html>`;
}

// A frame from a third origin, inside the host page, that tries to command the first widget.
const forgerPage = `<!doctype html><html><body><script>
  window.forge = () => {
    // Every other frame of the host page (frame order is creation order, not document order).
    let sent = 0;
    for (let i = 0; i < window.parent.frames.length; i++) {
      const f = window.parent.frames[i];
      if (f === window) continue;
      for (const type of ['check', 'run', 'reset']) f.postMessage({ source: 'operator-lab', version: 1, type }, '*');
      sent++;
    }
    return sent;
  };
</script></body></html>`;

const iframePage = (
  lang: string,
) => `<!doctype html><html><head><meta charset="utf-8"><title>Plain</title></head><body>
<iframe id="plain" src="${site}/embed/scope-get/${lang === 'en' ? '' : `${lang}/`}?theme=light" title="Operator Lab" width="100%" height="640" style="border:0"></iframe>
</body></html>`;

const terminalPage = `<!doctype html><html><head><meta charset="utf-8"><title>Terminal</title>
<script>window.events=[];document.addEventListener('ready',e=>window.events.push({id:e.target.id,type:'ready',detail:e.detail}))</script>
<script src="${site}/embed.js"></script></head><body>
<operator-lab-exercise id="first" exercise="gomod-proxy"></operator-lab-exercise></body></html>`;

let host: Server;
let forger: Server;
let hostOrigin = '';
let forgerOrigin = '';

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

test.beforeAll(async () => {
  forger = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(forgerPage);
  });
  forgerOrigin = await listen(forger);
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const lang = url.searchParams.get('lang') ?? 'en';
    if (url.pathname === '/plain.html') res.end(iframePage(lang));
    else if (url.pathname === '/terminal.html') res.end(terminalPage);
    else res.end(hostPage(lang, url.searchParams.get('theme') ?? 'dark', forgerOrigin));
  });
  hostOrigin = await listen(host);
});

test.afterAll(() => {
  host?.close();
  forger?.close();
});

type HostEvent = { id: string; type: string; detail: Record<string, unknown> };
const events = (page: Page, type?: string, id = 'first') =>
  page.evaluate(
    ([t, i]) =>
      (window as unknown as { events: HostEvent[] }).events.filter((e) => e.id === i && (!t || e.type === t)),
    [type, id] as const,
  );

async function waitForEvent(page: Page, type: string, id = 'first', count = 1, timeout = 30_000) {
  await expect
    .poll(async () => (await events(page, type, id)).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return (await events(page, type, id)).at(-1) as HostEvent;
}

const widget = (page: Page, id = 'first'): FrameLocator => page.frameLocator(`#${id} iframe`);

for (const [lang, theme] of [
  ['en', 'dark'],
  ['zh-cn', 'light'],
] as const) {
  test(`two widgets on a host page (${lang}, ${theme}): lazy, sized, events, commands, forged messages ignored`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${hostOrigin}/host.html?lang=${lang}&theme=${theme}`);

    // The first widget is on screen: its iframe is made and becomes ready in the right language.
    const ready = await waitForEvent(page, 'ready');
    expect(ready.detail).toMatchObject({
      source: 'operator-lab',
      version: 1,
      type: 'ready',
      exercise: 'scope-get',
      kind: 'code',
      locale: lang,
      theme,
    });
    const wsLocale = await widget(page).locator('[data-workspace]').getAttribute('data-locale');
    expect(wsLocale).toBe(lang);
    expect(await widget(page).locator('html').getAttribute('data-theme')).toBe(theme);

    // The second is 4000 px further down: no iframe, nothing requested, until the reader scrolls.
    expect(await page.locator('#second iframe').count()).toBe(0);
    expect(requests.some((u) => u.includes('/embed/status-conflict/'))).toBe(false);

    // Sized to its content: the iframe's height follows the widget's resize events.
    const resize = await waitForEvent(page, 'resize');
    const frameHeight = await page.locator('#first iframe').evaluate((f) => f.getBoundingClientRect().height);
    expect(Math.abs(frameHeight - Number(resize.detail.height))).toBeLessThanOrEqual(1);
    // Unfolding the instructions makes the widget taller, and the frame follows.
    const before = frameHeight;
    await widget(page).locator('summary.ws-title').click();
    await expect
      .poll(() => page.locator('#first iframe').evaluate((f) => f.getBoundingClientRect().height))
      .toBeGreaterThan(before + 50);

    // A command from the host runs Check: the starter fails, with the checks by id.
    await page.locator('#first').evaluate((el) => (el as HTMLElement & { check(): void }).check());
    const failed = await waitForEvent(page, 'check', 'first', 1, 60_000);
    expect(failed.detail).toMatchObject({
      type: 'check',
      exercise: 'scope-get',
      passed: false,
      status: 'fail',
    });
    const checks = failed.detail.checks as { id: string; status: string }[];
    expect(checks.length).toBeGreaterThan(1);
    expect(checks.some((c) => c.status === 'fail')).toBe(true);
    expect(JSON.stringify(failed.detail)).not.toContain('package controller'); // never the code

    // A frame from a third origin posts commands to the widget: they arrive and are refused.
    const checksSoFar = (await events(page, 'check')).length;
    const sent = await page
      .frameLocator('#forger')
      .locator('body')
      .evaluate(() => (window as unknown as { forge(): number }).forge());
    expect(sent).toBe(1);
    await expect(widget(page).locator('body')).toHaveAttribute('data-embed-refused', '3');
    await page.waitForTimeout(1500);
    expect((await events(page, 'check')).length).toBe(checksSoFar);
    expect((await events(page, 'run')).length).toBe(0);

    // The learner pastes the fix in the widget, runs and checks it there: the host hears of both.
    await openEditor(widget(page).locator('[data-workspace]'));
    await widget(page).locator('.ws-monaco .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(solution);
    await widget(page).locator('[data-action="run"]').click();
    const run = await waitForEvent(page, 'run', 'first', 1, 60_000);
    expect(run.detail).toMatchObject({ type: 'run', exercise: 'scope-get', stage: 'run', exitCode: 0 });
    expect(Number(run.detail.apiCalls)).toBeGreaterThan(0);
    await widget(page).locator('[data-action="check"]').click();
    const passed = await waitForEvent(page, 'check', 'first', checksSoFar + 1, 60_000);
    expect(passed.detail).toMatchObject({ passed: true, status: 'pass' });
    expect((passed.detail.checks as { status: string }[]).every((c) => c.status === 'pass')).toBe(true);
    const progress = await waitForEvent(page, 'progress');
    expect(progress.detail).toMatchObject({ exercise: 'scope-get', done: true, hasDraft: true });

    // setTheme from the host switches the widget in place.
    const other = theme === 'dark' ? 'light' : 'dark';
    await page.locator('#first').evaluate((el, t) => el.setAttribute('theme', t), other);
    await expect(widget(page).locator('html')).toHaveAttribute('data-theme', other);

    // Scrolling down loads the second widget.
    await page.locator('#second').scrollIntoViewIfNeeded();
    const second = await waitForEvent(page, 'ready', 'second');
    expect(second.detail).toMatchObject({ exercise: 'status-conflict', locale: lang });

    // Nothing was requested from any origin but the host, the site and the forger's.
    const origins = new Set(requests.map((u) => new URL(u).origin));
    for (const o of origins) expect([hostOrigin, site, forgerOrigin]).toContain(o);
  });
}

test('a plain iframe works without the script, and the embed route may be framed anywhere', async ({
  page,
}) => {
  const response = await page.request.get(`${site}/embed/scope-get/zh-cn/`);
  expect(response.headers()['content-security-policy']).toBe('frame-ancestors *');
  await page.goto(`${hostOrigin}/plain.html?lang=zh-cn`);
  const frame = page.frameLocator('#plain');
  await openEditor(frame.locator('[data-workspace="scope-get"]'));
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(frame.locator('.embed-open')).toHaveText(/在 Operator 实验室中打开/);
  await expect(frame.locator('.embed-open')).toHaveAttribute('href', /\/zh-cn\/exercises\/scope-get\/$/);
});

test('terminal exercises embed too, and tell the host when the shell is ready', async ({ page }) => {
  await page.goto(`${hostOrigin}/terminal.html`);
  const ready = await waitForEvent(page, 'ready', 'first', 1, 60_000);
  expect(ready.detail).toMatchObject({ exercise: 'gomod-proxy', kind: 'terminal', locale: 'en' });
});

test('every exercise page offers the embed snippets and the oEmbed discovery link', async ({
  page,
  request,
}) => {
  for (const [path, json] of [
    ['/en/exercises/scope-get/', '/oembed/scope-get.json'],
    ['/zh-cn/exercises/status-conflict/', '/oembed/status-conflict.zh-cn.json'],
    ['/en/terminal/gomod-proxy/', '/oembed/gomod-proxy.json'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/json+oembed"]')).toHaveAttribute(
      'href',
      json,
    );
    await page.locator('[data-embed-snippet] summary').click();
    const snippet = await page.locator('[data-snippet="component"]').textContent();
    expect(snippet).toContain(`<script src="${site}/embed.js" defer></script>`);
    const answer = await (await request.get(json)).json();
    expect(answer).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Operator Lab' });
    expect(typeof answer.width).toBe('number');
    expect(typeof answer.height).toBe('number');
    expect(answer.html).toMatch(/^<iframe src="[^"]+\/embed\//);
  }
  const schema = await (await request.get('/embed/protocol.schema.json')).json();
  expect(Object.keys(schema.$defs)).toContain('CheckEvent');
});

for (const [path, theme] of [
  ['/embed/scope-get/?theme=dark', 'dark'],
  ['/embed/status-conflict/zh-cn/?theme=light', 'light'],
  ['/embed/gomod-proxy/?theme=light', 'light'],
] as const) {
  test(`axe finds no serious or critical violations in the widget ${path}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // As a visitor first sees it: the code as plain text (the editor loads on intent).
    await page.waitForSelector('[data-workspace][data-ready="true"], .oplab-term[data-state="ready"]', {
      timeout: 30_000,
    });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
  });
}
