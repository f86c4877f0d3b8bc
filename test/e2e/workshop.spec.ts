import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { freshDatabase, postgresServer, stopOurCluster } from '../workshop/postgres.ts';
import { openEditor } from './editor.ts';

// Workshop mode end to end, in Chromium with one browser context per person: an instructor creates a
// workshop on `oplab workshop serve` (serving the built site), three learners join, Check results
// reach the dashboard live, pacing and messages reach the learners, shared code reaches the
// instructor, and the CSV export has the right rows. Once on SQLite, once on PostgreSQL.

const EXERCISES = ['scope-get', 'scope-list', 'status-subresource'];

interface Server {
  base: string;
  stop(): Promise<void>;
}

async function serve(port: number, store: string[]): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['src/cli/oplab.ts', 'workshop', 'serve', '--port', String(port), '--site', 'dist', ...store],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const started = () => /Workshop server on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
  for (let i = 0; i < 200 && !started(); i++) await new Promise((r) => setTimeout(r, 100));
  const m = started();
  if (!m) {
    child.kill('SIGKILL');
    throw new Error(`oplab workshop serve did not start:\n${out}`);
  }
  return {
    base: `http://127.0.0.1:${m[1]}`,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** On the exercise page a learner lands on: clicks into the code and waits for the editor. */
async function editorReady(page: Page, id = 'scope-get') {
  await openEditor(page.locator(`[data-workspace="${id}"]`));
}

/**
 * Clicks Check and returns the outcome. A Check that overran the page's deadline (a loaded machine)
 * is reported to nobody, so it is simply tried again.
 */
async function check(page: Page): Promise<string> {
  const ws = page.locator('[data-workspace="scope-get"]');
  let outcome = '';
  for (let i = 0; i < 3; i++) {
    await ws.evaluate((el) => el.removeAttribute('data-outcome'));
    await page.locator('[data-action="check"]').click();
    await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 60_000 });
    outcome = (await ws.getAttribute('data-outcome')) ?? '';
    if (outcome !== 'timeout') break;
    await expect(page.locator('[data-action="check"]')).toBeEnabled();
  }
  return outcome;
}

const cspErrors: string[] = [];

async function join(
  browser: Browser,
  base: string,
  code: string,
  name: string,
): Promise<[BrowserContext, Page]> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${base}/en/workshop/join/`);
  await page.getByLabel('Join code').fill(code);
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.waitForURL(`${base}/en/exercises/scope-get/`);
  // The bar's code loads on demand once joined: give a loaded machine time.
  await expect(page.locator('[data-workshop-bar]')).toContainText('Workshop: Operators, live', {
    timeout: 20_000,
  });
  return [ctx, page];
}

for (const kind of ['sqlite', 'postgres'] as const) {
  test.describe(`workshop on ${kind}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 300_000 });
    let server: Server;
    let dir: string;

    test.beforeAll(async () => {
      dir = mkdtempSync(joinPath(tmpdir(), 'oplab-e2e-ws-'));
      if (kind === 'sqlite') {
        // Port 0: the server takes a free port and prints it, so parallel or repeated runs never collide.
        server = await serve(Number(process.env.WORKSHOP_E2E_PORT ?? 0), ['--db', joinPath(dir, 'class.db')]);
      } else {
        const url = await freshDatabase(postgresServer().url, `oplab_e2e_${process.pid}`);
        const port = process.env.WORKSHOP_E2E_PORT ? Number(process.env.WORKSHOP_E2E_PORT) + 1 : 0;
        server = await serve(port, ['--database-url', url]);
      }
    });

    test.afterAll(async () => {
      await server?.stop();
      if (kind === 'postgres') stopOurCluster();
      rmSync(dir, { recursive: true, force: true });
    });

    test('instructor and three learners: stuck, live pass, lock and message, shared code, CSV', async ({
      browser,
    }) => {
      const base = server.base;
      // The instructor creates the workshop.
      const ictx = await browser.newContext();
      const ipage = await ictx.newPage();
      const watch = (p: Page) =>
        p.on('console', (m) => {
          if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
        });
      watch(ipage);
      await ipage.goto(`${base}/en/workshop/new/`);
      await ipage.getByLabel('Title').fill('Operators, live');
      for (const id of EXERCISES) await ipage.locator(`#ex-${id}`).check();
      await ipage.getByRole('button', { name: 'Create' }).click();
      await expect(ipage.locator('[data-join-code]')).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      const code = (await ipage.locator('[data-join-code]').textContent())!;
      await ipage.locator('[data-open-dashboard]').click();
      await expect(ipage.locator('[data-dashboard-title]')).toHaveText('Operators, live');
      expect(ipage.url()).not.toContain('oi_'); // the private token leaves the address bar
      await expect(ipage.locator('.owd-live')).toHaveAttribute('data-state', 'live');

      // Three learners join, each in their own browser context (one at a time: each Check runs a
      // whole grader in its page, and this machine is shared).
      const [actx, ann] = await join(browser, base, code, 'Ann');
      const annRow = ipage.locator('[data-grid] tr', { has: ipage.getByText('Ann', { exact: true }) });
      await expect(annRow.locator('td[data-exercise="scope-get"]')).toHaveAttribute('data-status', 'working');

      // Ann checks the starter three times: the same check fails, and she shows as stuck with it.
      await editorReady(ann);
      for (let i = 0; i < 3; i++) expect(await check(ann)).toBe('check:fail');
      const failing = await ann.locator('.ws-check[data-status="fail"]').first().getAttribute('data-check');
      expect(failing).toBeTruthy();
      await expect(annRow.locator('td[data-exercise="scope-get"]')).toHaveAttribute('data-status', 'failing');
      await expect(annRow.locator(`td[data-exercise="scope-get"] [data-failing="${failing}"]`)).toBeVisible();
      await expect(ipage.locator(`[data-panel="stuck"] [data-check="${failing}"]`)).toContainText('Ann');
      const failingNow = ipage.locator(`[data-panel="failing"] [data-failing-check="${failing}"]`);
      await expect(failingNow).toHaveAttribute('data-count', '1');
      // Linked to the lesson section that explains it, as the learner's Checks panel links it.
      const lessonHref = await ann.locator(`.ws-check[data-check="${failing}"] a[href]`).getAttribute('href');
      await expect(failingNow.locator('a')).toHaveAttribute('href', lessonHref!);

      const [bctx, bo] = await join(browser, base, code, 'Bo');

      // Bo writes the solution and passes: the dashboard shows it within a second.
      await editorReady(bo);
      await bo.evaluate(() => {
        const data = JSON.parse(document.querySelector('script[data-ws-data]')!.textContent!);
        const drafts = { 'scope-get': { savedAt: new Date().toISOString(), files: data.solution } };
        localStorage.setItem(
          'oplab.progress',
          JSON.stringify({ version: 1, completed: {}, drafts, lastPlace: null }),
        );
      });
      await bo.reload();
      await editorReady(bo);
      const boRow = ipage.locator('[data-grid] tr', { has: ipage.getByText('Bo', { exact: true }) });
      expect(await check(bo)).toBe('check:pass');
      await expect(boRow.locator('td[data-exercise="scope-get"]')).toHaveAttribute('data-status', 'passed', {
        timeout: 1000,
      });

      // One name is HTML: shown as the text it is.
      const [cctx, cy] = await join(browser, base, code.toLowerCase(), '<b>Cy</b>');
      await expect(ipage.locator('[data-grid] tbody tr')).toHaveCount(3);
      await expect(ipage.locator('[data-grid] span[data-name]').nth(2)).toHaveText('<b>Cy</b>');
      await expect(ipage.locator('[data-grid] b')).toHaveCount(0);

      // Lock an exercise and broadcast a message: every learner sees both.
      await ipage.locator('th[data-exercise="scope-list"] button[data-act="lock"]').click();
      // The lock comes back to the dashboard over its own stream (on PostgreSQL through NOTIFY, later)
      // and re-renders it: wait for that before typing, or the click on Send can land mid-render and
      // send nothing.
      await expect(ipage.locator('th[data-exercise="scope-list"]')).toHaveAttribute('data-locked', '');
      await ipage.getByLabel('Message from the instructor').fill('Break until 11:00 <i>sharp</i>');
      await ipage.getByRole('button', { name: 'Send to everyone' }).click();
      await expect(ipage.locator('[data-panel="messages"]')).toContainText('Break until 11:00 <i>sharp</i>');
      for (const p of [ann, bo, cy]) {
        // Live over SSE; on PostgreSQL through LISTEN/NOTIFY, which a busy machine can delay by seconds.
        await expect(p.locator('[data-workshop-message]')).toContainText('Break until 11:00 <i>sharp</i>', {
          timeout: 15_000,
        });
        await expect(p.locator('[data-workshop-bar] li[data-exercise="scope-list"]')).toHaveAttribute(
          'data-locked',
          '',
        );
        await expect(p.locator('[data-workshop-bar] li[data-exercise="scope-list"]')).toContainText('locked');
      }

      // Cy shares code; the instructor sees it.
      await editorReady(cy);
      await cy.locator('[data-workshop-share]').click();
      await expect(cy.locator('[data-workshop-bar]')).toContainText('Shared with the instructor.');
      const cyRow = ipage.locator('[data-grid] tr', { has: ipage.getByText('<b>Cy</b>', { exact: true }) });
      await cyRow.locator('td[data-exercise="scope-get"] button[data-act="code"]').click();
      await expect(ipage.locator('[data-code-view="scope-get"]')).toContainText(
        'func (r *AppReconciler) Reconcile',
      );

      // The CSV export: a row per learner and exercise, statuses and the failing check as shown.
      const csv = await (await ictx.request.get(`${base}/api/instructor/export.csv`)).text();
      const rows = csv
        .trim()
        .split('\r\n')
        .map((l) => l.split(','));
      expect(rows[0]).toEqual([
        'learner',
        'name',
        'removed',
        'exercise',
        'status',
        'failingCheck',
        'attempts',
        'hintsUsed',
        'timeSpentSeconds',
        'sharedCode',
      ]);
      expect(rows).toHaveLength(1 + 3 * EXERCISES.length);
      const row = (name: string, ex: string) => rows.find((r) => r[1] === name && r[3] === ex)!;
      expect(row('Ann', 'scope-get').slice(4, 7)).toEqual(['failing', failing, '3']);
      expect(row('Bo', 'scope-get').slice(4, 7)).toEqual(['passed', '', '1']);
      expect(row('<b>Cy</b>', 'scope-get')[9]).toBe('true');
      expect(row('<b>Cy</b>', 'scope-list')[4]).toBe('not-started');
      expect(cspErrors).toEqual([]);
      for (const c of [actx, bctx, cctx, ictx]) await c.close();
    });
  });
}
