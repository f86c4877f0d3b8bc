import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEditor } from './editor.ts';

// The exercise workspace on scope-get, in real Chromium against the built site: the editor, the
// engine worker, the grader end to end, drafts and done state across a reload, and an endless loop.

const starter = readFileSync(
  join(import.meta.dirname, '../../exercises/scope-get/starter/internal/controller/app_controller.go'),
  'utf8',
).split('\n');
/** 1-based line of the starter's Get without a namespace: where the intended failing check points. */
const getLine = starter.findIndex((l) => l.includes('types.NamespacedName{Name:')) + 1;
const reconcileLogLine = starter.findIndex((l) => l.includes('log := logf.FromContext(ctx)')) + 1;
const CONTROLLER = 'internal/controller/app_controller.go';

async function openExercise(page: Page, locale = 'en') {
  await page.goto(`/${locale}/exercises/scope-get/`);
  await openEditor(page.locator('[data-workspace="scope-get"]'));
}

/** The learner's saved draft of the controller, from the progress store in localStorage. */
async function draftOf(page: Page): Promise<string | undefined> {
  // Drafts are saved 300 ms after the last change: a 400 ms timer of the page's own fires after that
  // save's timer, however busy the machine (a test-side wait of 400 ms did not, at load 20).
  await page.evaluate(() => new Promise((done) => setTimeout(done, 400)));
  return page.evaluate((file) => {
    const p = JSON.parse(localStorage.getItem('oplab.progress') ?? '{}');
    return p.drafts?.['scope-get']?.files?.[file];
  }, CONTROLLER);
}

const workspace = (page: Page) => page.locator('[data-workspace="scope-get"]');

async function check(page: Page) {
  const ws = workspace(page);
  await ws.evaluate((el) => el.removeAttribute('data-outcome'));
  await page.locator('[data-action="check"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 30_000 });
}

/** Puts the cursor at (line, col) of the editor through the keyboard, the way a learner would. */
async function cursorTo(page: Page, line: number, col: number) {
  await page.locator('.ws-monaco .view-lines').click();
  await page.keyboard.press('Control+Home');
  const active = page.locator('.ws-monaco .active-line-number');
  for (let i = 0; i < 400; i++) {
    const at = Number(await active.textContent());
    if (at === line) break;
    await page.keyboard.press(at < line ? 'ArrowDown' : 'ArrowUp');
    // One key, one line: wait for the editor to show the move before deciding the next key.
    await expect(active).not.toHaveText(String(at));
  }
  await expect(active).toHaveText(String(line));
  await page.keyboard.press('Home');
  await page.keyboard.press('Home'); // Monaco's Home toggles between indentation and column 1
  for (let i = 1; i < col; i++) await page.keyboard.press('ArrowRight');
}

/**
 * The grader runs the learner's project through the simulated cluster only once the runner and the
 * controller-runtime packages exist; until then the compile check fails on the missing packages.
 * Assertions that need a real grade are gated on this probe (never on a flag).
 */
async function graderReady(page: Page): Promise<{ ready: boolean; why: string }> {
  const compile = page.locator('[data-check="compile"]');
  if ((await compile.count()) === 0)
    return { ready: false, why: 'no grader in this build (compile-only Check)' };
  const status = await compile.getAttribute('data-status');
  if (status === 'pass') return { ready: true, why: '' };
  return {
    ready: false,
    why: `starter does not compile yet: ${(await compile.textContent())?.slice(0, 300)}`,
  };
}

test('scope-get opens with instructions, files, read-only files that stay read-only, and hints one at a time', async ({
  page,
}) => {
  await openExercise(page);
  await expect(page.locator('h1')).toHaveText("Read the Secret in the App's namespace");
  await expect(page.locator('.ws-instructions')).toContainText('credentialsFound');
  const tabs = page.locator('[data-file]');
  await expect(tabs.first()).toHaveAttribute('data-file', CONTROLLER);
  await expect(page.locator('[data-file="go.mod"]')).toContainText('read-only');

  // A read-only file refuses typing.
  await page.locator('[data-file="go.mod"]').click();
  await expect(page.locator('[data-path]')).toHaveText('go.mod');
  await page.locator('.ws-monaco .view-lines').click();
  await page.keyboard.type('zzz');
  await expect(page.locator('.ws-monaco .view-lines')).not.toContainText('zzz');

  // Hints: one per click, then none left.
  const hints = page.locator('[data-hint]');
  await expect(hints.first()).toBeHidden();
  await page.locator('[data-action="hint"]').click();
  await expect(hints.nth(0)).toBeVisible();
  await expect(hints.nth(1)).toBeHidden();
  await page.locator('[data-action="hint"]').click();
  await page.locator('[data-action="hint"]').click();
  await expect(hints.nth(2)).toContainText('types.NamespacedName{Namespace: app.Namespace');
  await expect(page.locator('.ws-hint-end')).toBeVisible();

  // The solution stays closed until a Check.
  await expect(page.locator('[data-action="solution"]')).toHaveAttribute('aria-disabled', 'true');
});

test('keyboard: the file tabs move with the arrow keys', async ({ page }) => {
  await openExercise(page);
  await page.locator('[data-file]').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-file]').nth(1)).toBeFocused();
  await expect(page.locator('[data-file]').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.locator('[data-file]').last()).toHaveAttribute('aria-selected', 'true');
});

test('Run the starter: one scenario, what happened — the calls, the cluster before and after, the logs', async ({
  page,
}) => {
  await openExercise(page);
  const ws = workspace(page);
  await page.locator('[data-action="run"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /^run:/, { timeout: 30_000 });
  const outcome = (await ws.getAttribute('data-outcome')) ?? '';
  expect(outcome, `the starter project must build and run (${outcome})`).toMatch(/^run:run:/);
  await expect(page.locator('[data-status]')).toContainText('Scenario: An App in team-a');
  await expect(page.locator('[data-panel="calls"] tr.ws-call').first()).toBeVisible();
  await expect(page.locator('[data-panel="calls"]')).toContainText('secrets');

  await page.locator('[data-panel-tab="cluster"]').click();
  const app = page.locator('[data-panel="cluster"] li[data-change="changed"]', {
    hasText: 'App team-a/shop',
  });
  await expect(app).toBeVisible();
  await expect(app.locator('pre')).toContainText('secret db-creds not found');
  await expect(page.locator('[data-panel="cluster"]')).toContainText('Secret team-b/db-creds');

  await page.locator('[data-panel-tab="logs"]').click();
  await expect(page.locator('[data-panel="logs"]')).toContainText('credentials secret not found');
});

test('Check on the starter: the intended check fails, marked on its line and in the API calls', async ({
  page,
}) => {
  await openExercise(page);
  await check(page);
  await expect(page.locator('[data-action="solution"]')).toHaveAttribute('aria-disabled', 'false');
  const probe = await graderReady(page);
  expect(probe.ready, probe.why).toBe(true);

  const failing = page.locator('[data-check="scope.get-namespace"]');
  await expect(failing).toHaveAttribute('data-status', 'fail');
  await expect(failing).toContainText('db-creds');

  // The offending call is marked in the API-call timeline: the Get of the Secret, answered 404.
  await page.locator('[data-panel-tab="calls"]').click();
  const evidence = page.locator('tr[data-evidence="true"]');
  await expect(evidence.first()).toBeVisible();
  await expect(evidence.first()).toContainText('secrets');
  await expect(evidence.first()).toContainText('get');
  await expect(evidence.first()).toContainText('404 NotFound');

  // Lines come from the calls' Go call sites. Until the client natives report the learner's frame
  // (not their own wrapper in the client package), the check has no line to mark: probed, not assumed.
  const lines = failing.locator('.ws-check-lines button');
  expect(
    await lines.count(),
    `the failing check must name its line; the trace's call sites are ${await evidence.first().locator('td').last().textContent()}`,
  ).toBeGreaterThan(0);
  await expect(lines.first()).toHaveText(`${CONTROLLER}:${getLine}`);
  await expect(workspace(page)).toHaveAttribute('data-markers', new RegExp(`${CONTROLLER}:${getLine}:error`));
  // Clicking the call jumps to its line, where the squiggle is.
  await evidence.first().locator('button').click();
  await expect(page.locator('.ws-monaco .active-line-number')).toHaveText(String(getLine));
  await expect(page.locator('.ws-monaco .squiggly-error').first()).toBeVisible();
});

test('fix the code: every check passes, and the exercise is done after a reload, with the code kept', async ({
  page,
}) => {
  await openExercise(page);
  await check(page);
  const probe = await graderReady(page);
  expect(probe.ready, probe.why).toBe(true);

  const line = starter[getLine - 1] ?? '';
  await cursorTo(page, getLine, line.indexOf('{Name:') + 2);
  await page.keyboard.type('Namespace: app.Namespace, ');
  await expect(page.locator('.ws-monaco .view-lines')).toContainText('{Namespace: app.Namespace, Name:');
  await check(page);
  await expect(workspace(page)).toHaveAttribute('data-outcome', 'check:pass');
  await expect(page.locator('.ws-check[data-status="pass"]')).toHaveCount(
    await page.locator('.ws-check').count(),
  );
  await expect(workspace(page).locator('[data-done]')).toBeVisible();

  await page.reload();
  await openEditor(workspace(page));
  await expect(workspace(page).locator('[data-done]')).toBeVisible();
  await cursorTo(page, getLine, 1);
  await expect(page.locator('.ws-monaco .view-lines')).toContainText('{Namespace: app.Namespace, Name:');
});

test('drafts survive a reload; reset asks first and the previous code can be restored', async ({ page }) => {
  await openExercise(page);
  await cursorTo(page, reconcileLogLine, 1);
  await page.keyboard.press('End');
  await page.keyboard.type(' // my note');
  expect(await draftOf(page)).toContain('// my note');
  await page.reload();
  await openEditor(workspace(page));
  await cursorTo(page, reconcileLogLine, 1);
  await expect(page.locator('.ws-monaco .view-lines')).toContainText('// my note');

  await page.locator('[data-action="reset"]').click();
  const dialog = page.locator('[data-reset-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.locator('button[value="cancel"]').click();
  expect(await draftOf(page)).toContain('// my note');

  await page.locator('[data-action="reset"]').click();
  await dialog.locator('button[value="reset"]').click();
  await expect(page.locator('[data-status]')).toContainText('Reset to the starter code');
  expect(await draftOf(page)).toBeUndefined(); // the starter needs no draft
  await cursorTo(page, reconcileLogLine, 1);
  await expect(page.locator('.ws-monaco .view-lines')).not.toContainText('// my note');
  await page.locator('[data-action="restore"]').click();
  await expect(page.locator('[data-status]')).toContainText('previous code is back');
  expect(await draftOf(page)).toContain('// my note');
  await cursorTo(page, reconcileLogLine, 1);
  await expect(page.locator('.ws-monaco .view-lines')).toContainText('// my note');
});

test('an endless loop is stopped within 2 s with a clear message, and the code is kept', async ({ page }) => {
  await openExercise(page);
  await cursorTo(page, reconcileLogLine, 1);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // `for {}` typed whole: with Monaco's auto-closing the typed `}` overtypes the inserted one, so the
  // line is the same whether or not the bracket was auto-closed.
  await page.keyboard.type('for {}');
  await expect(page.locator('.ws-monaco .view-lines')).toContainText('for {}');
  // The code that runs is exactly the starter plus this loop (anything else would not compile).
  expect(await draftOf(page)).toMatch(/logf\.FromContext\(ctx\)\n\s*for \{\}\n/);
  const ws = workspace(page);
  // The page warms the engine once the editor is up (packages loaded and checked); time the loop alone.
  await expect(ws).toHaveAttribute('data-engine', 'ready', { timeout: 20_000 });
  const started = Date.now();
  await page.locator('[data-action="run"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 10_000 });
  const elapsed = Date.now() - started;
  const outcome = (await ws.getAttribute('data-outcome')) ?? '';
  expect(
    outcome,
    `the loop must run and be stopped, not fail to build: ${await page.locator('[data-status]').textContent()}`,
  ).toMatch(/^(step-budget|timeout)$/);
  // 2 s is the requirement on a machine that is not oversubscribed; on a shared CI box whose load is
  // far above its cores, the bound is relaxed and the measured time recorded instead of hidden.
  const [load] = loadavg();
  const busy = load > cpus().length * 2;
  test.info().annotations.push({
    type: 'timing',
    description: `loop stopped after ${elapsed} ms (load ${load.toFixed(1)})`,
  });
  expect(elapsed).toBeLessThan(busy ? 8000 : 2000);
  await expect(page.locator('[data-status]')).toContainText('Stopped');
  expect(await draftOf(page)).toContain('for {}');
  // The page is not frozen and the engine serves the next job.
  await page.locator('[data-action="run"]').click();
  await expect(ws).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
});

test('the solution opens after a Check, as a diff against the learner’s code, which stays as it is', async ({
  page,
}) => {
  await openExercise(page);
  // aria-disabled (not disabled): it stays focusable and says why it is locked when pressed.
  await page.locator('[data-action="solution"]').click({ force: true });
  await expect(page.locator('[data-diff]')).toBeHidden();
  await expect(page.locator('[data-status]')).toContainText('after your first Check');
  await check(page);
  await page.locator('[data-action="solution"]').click();
  const diff = page.locator('[data-diff]');
  await expect(diff).toBeVisible();
  await expect(diff.locator('.monaco-diff-editor')).toBeVisible();
  await expect(diff.locator('.modified-in-monaco-diff-editor')).toContainText('Namespace: app.Namespace');
  await expect(page.locator('[data-editor-host]')).toBeHidden();
  await page.locator('[data-action="close-diff"]').click();
  await expect(page.locator('[data-editor-host]')).toBeVisible();
  expect(await draftOf(page)).toBeUndefined(); // nothing was written over the starter
  await cursorTo(page, getLine, 1);
  await expect(page.locator('.ws-monaco .view-lines')).toContainText(
    'types.NamespacedName{Name: app.Spec.SecretName}',
  );
});

test('gofmt formats the file, with its wasm served by the site itself', async ({ page }) => {
  const origins = new Set<string>();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  await openExercise(page);
  await cursorTo(page, reconcileLogLine, 1);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('var   unusedSpacing   int');
  await page.locator('[data-action="format"]').click();
  await expect(page.locator('.ws-monaco .view-lines')).toContainText('var unusedSpacing int');
  expect(await draftOf(page)).toContain('\tvar unusedSpacing int\n');
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});

test('the Chinese page is in Chinese, with the same workspace', async ({ page }) => {
  await openExercise(page, 'zh-cn');
  await expect(page.locator('h1')).toHaveText('在 App 所在的命名空间读取 Secret');
  await expect(page.locator('[data-action="check"]')).toHaveText('检查');
  await expect(page.locator('[data-file="go.mod"]')).toContainText('只读');
  await expect(page.locator('.ws-lesson a').first()).toHaveAttribute(
    'href',
    '/zh-cn/lessons/scope/#get-takes-a-key',
  );
});

test('the scope lesson embeds the exercise', async ({ page }) => {
  for (const locale of ['en', 'zh-cn']) {
    await page.goto(`/${locale}/lessons/scope/`);
    const ws = page.locator('[data-workspace="scope-get"][data-embedded]');
    await expect(ws).toBeVisible();
    await expect(ws.locator('a[href$="/exercises/scope-get/"]')).toBeVisible();
  }
});
