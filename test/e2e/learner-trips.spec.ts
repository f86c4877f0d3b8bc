import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEditor } from './editor.ts';

// What a learner trips over (issue 17), tried the way a learner meets it, in both locales: the
// terminal that spills out of its box, a panic or an endless loop that a check "passes", panels that
// keep an old result after an edit, a Run of webhook-validate that shows none of the admission calls.

const CONTROLLER = 'internal/controller/app_controller.go';
const starter = readFileSync(
  join(import.meta.dirname, '../../exercises/scope-get/starter', CONTROLLER),
  'utf8',
);
/** The starter with `stmts` before `var secret corev1.Secret` (before the Get the check judges). */
function beforeTheGet(...stmts: string[]): { code: string; line: number } {
  const lines = starter.split('\n');
  const at = lines.findIndex((l) => l.startsWith('\tvar secret corev1.Secret'));
  lines.splice(at, 0, ...stmts);
  return { code: lines.join('\n'), line: at + 1 };
}

/** Opens an exercise with `files` as the learner's saved draft (as if typed earlier). */
async function openWithDraft(page: Page, id: string, locale: string, files: Record<string, string>) {
  await page.goto(`/${locale}/exercises/${id}/`);
  await page.evaluate(
    ([id, files]) =>
      localStorage.setItem(
        'oplab.progress',
        JSON.stringify({
          version: 1,
          completed: {},
          drafts: { [id as string]: { savedAt: '2026-01-30T11:00:00.000Z', files } },
          lastPlace: null,
        }),
      ),
    [id, files] as const,
  );
  await page.reload();
  await openEditor(page.locator(`[data-workspace="${id}"]`));
}

async function press(page: Page, action: 'run' | 'check', id: string) {
  const ws = page.locator(`[data-workspace="${id}"]`);
  await ws.evaluate((el) => el.removeAttribute('data-outcome'));
  await page.locator(`[data-workspace="${id}"] [data-action="${action}"]`).click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 150_000 });
}

// A Check on a busy shared machine can take tens of seconds; these tests make several.
test.describe.configure({ timeout: 400_000 });

test.describe('item 1: the terminal stays inside its box', () => {
  for (const locale of ['en', 'zh-cn'] as const) {
    test(`gomod-proxy after 40 lines (${locale})`, async ({ page }, info) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${locale}/terminal/gomod-proxy/`);
      const term = page.locator('.oplab-term');
      await expect(term).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await term.click();
      for (let i = 1; i <= 20; i++) {
        await page.keyboard.type(`echo line ${i}`);
        await page.keyboard.press('Enter');
        await expect(term).toHaveAttribute('data-state', 'ready');
      }
      const box = await term.boundingBox();
      const rows = page.locator('.oplab-term .xterm-rows > div');
      // No markdown margin on the rows: each row is one cell high.
      const margins = await rows.evaluateAll((els) => els.map((e) => getComputedStyle(e).marginTop));
      expect(new Set(margins)).toEqual(new Set(['0px']));
      // The last row (the prompt) is drawn inside the box, above the Check button.
      const last = await rows.last().boundingBox();
      expect(box && last).toBeTruthy();
      expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
      const check = await page.locator('.oplab-term-check-button').boundingBox();
      expect(last!.y + last!.height).toBeLessThanOrEqual(check!.y);
      await expect(page.locator('.oplab-term .xterm-rows')).toContainText('line 20');
      await page.screenshot({ path: info.outputPath(`terminal-40-lines-${locale}.png`) });
    });
  }
});

test.describe('items 3 and 4: a panic or a loop before the Get is "not reached", never passed', () => {
  for (const locale of ['en', 'zh-cn'] as const) {
    test(`panic before the Get: Check leads with the panic and its line; Run says so (${locale})`, async ({
      page,
    }) => {
      const { code, line } = beforeTheGet('\tif app.Name != "" {', '\t\tpanic("boom")', '\t}');
      await openWithDraft(page, 'scope-get', locale, { [CONTROLLER]: code });
      await press(page, 'check', 'scope-get');
      const checks = page.locator('[data-panel="checks"] .ws-check');
      await expect(checks.nth(1)).toHaveAttribute('data-check', 'program.runs');
      await expect(checks.nth(1)).toHaveAttribute('data-status', 'fail');
      await expect(checks.nth(1).locator('.ws-check-lines')).toContainText(`${CONTROLLER}:${line + 1}`);
      const get = page.locator('[data-check="scope.get-namespace"]');
      await expect(get).toHaveAttribute('data-status', 'skip');
      await expect(get.locator('.ws-badge')).toHaveText(locale === 'en' ? 'not reached' : '未执行');
      await expect(get).toContainText(
        locale === 'en' ? 'Not reached: Reconcile panicked at' : '未执行：Reconcile 在',
      );
      // The verdict counts the checks the code never reached apart from passes and failures.
      await expect(page.locator('[data-panel="checks"] .ws-verdict')).toHaveText(
        locale === 'en' ? '1 of 4 checks fail, 2 not reached.' : '4 项检查中有 1 项未通过，2 项未执行。',
      );

      await press(page, 'run', 'scope-get');
      const status = page.locator('p.ws-status');
      await expect(status).toContainText(
        locale === 'en'
          ? `Reconcile panicked at ${CONTROLLER}:${line + 1}`
          : `Reconcile 在 ${CONTROLLER}:${line + 1} 发生了 panic`,
      );
      await expect(status).not.toContainText(locale === 'en' ? 'exit status 0' : '退出状态 0');
    });

    test(`endless loop before the Get: Run says Reconcile never returned, counts no reconcile (${locale})`, async ({
      page,
    }) => {
      const { code, line } = beforeTheGet('\tfor {', '\t}');
      await openWithDraft(page, 'scope-get', locale, { [CONTROLLER]: code });
      await press(page, 'run', 'scope-get');
      const status = page.locator('p.ws-status');
      await expect(status).toContainText(
        locale === 'en' ? 'Reconcile never returned' : 'Reconcile 始终没有返回',
      );
      await expect(status).toContainText(`${CONTROLLER}:${line}`);
      await expect(status).not.toContainText(locale === 'en' ? 'reconciles' : '调谐 ');
      await expect(status).not.toContainText(locale === 'en' ? 'exit status 0' : '退出状态 0');
    });

    test(`an edit marks every result panel stale until the next Run or Check (${locale})`, async ({
      page,
    }) => {
      await openWithDraft(page, 'scope-get', locale, { [CONTROLLER]: starter });
      await press(page, 'check', 'scope-get');
      const panel = page.locator('[data-panel="checks"]');
      await expect(panel.locator('[data-check="compile"]')).toHaveAttribute('data-status', 'pass');
      await expect(panel).not.toHaveAttribute('data-stale', 'true');
      // A syntax error typed into the editor.
      await page.locator('.ws-monaco .view-lines').click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('func {');
      await expect(panel).toHaveAttribute('data-stale', 'true');
      await expect(panel.locator('.ws-stale-note')).toHaveText(
        locale === 'en'
          ? 'Your code has changed since this result: Run or Check again to see the current one.'
          : '这份结果之后你又改了代码：请重新运行或检查，查看当前代码的结果。',
      );
      // Run (which does not grade) leaves the Checks panel marked; Check replaces it.
      await press(page, 'run', 'scope-get');
      await expect(panel).toHaveAttribute('data-stale', 'true');
      await press(page, 'check', 'scope-get');
      await expect(panel).not.toHaveAttribute('data-stale', 'true');
      await expect(panel.locator('[data-check="compile"]')).toHaveAttribute('data-status', 'fail');
    });
  }
});

test.describe('item 2: Run on webhook-validate shows the Apps, their admission calls and the result', () => {
  for (const locale of ['en', 'zh-cn'] as const) {
    test(`starter and solution (${locale})`, async ({ page }, info) => {
      await page.setViewportSize({ width: 1280, height: 1000 });
      for (const variant of ['starter', 'solution'] as const) {
        const file = 'internal/webhook/v1/app_webhook.go';
        const code = readFileSync(
          join(import.meta.dirname, '../../exercises/webhook-validate', variant, file),
          'utf8',
        );
        await openWithDraft(page, 'webhook-validate', locale, { [file]: code });
        await press(page, 'run', 'webhook-validate');
        const calls = page.locator('[data-panel="calls"]');
        await page.locator('[data-panel-tab="calls"]').click();
        // The Apps the scenario applies (it also updates one later), each with the admission call the
        // API server made.
        for (const name of ['team-a/shop', 'team-a/broken', 'team-a/risky'])
          await expect(
            calls.locator('tr.ws-call', { hasText: name }).filter({ hasText: 'create' }),
          ).not.toHaveCount(0);
        await expect
          .poll(() => calls.locator('tr.ws-admission[data-webhook="vapp-v1.kb.io"]').count())
          .toBeGreaterThanOrEqual(3);
        await expect(calls.locator('tr.ws-admission').first()).toContainText('/validate-');
        await expect(calls).not.toContainText('unknown');
        if (variant === 'starter') {
          await expect(calls.locator('tr.ws-admission').first()).toContainText('failed calling webhook');
        } else {
          await expect(calls.locator('tr.ws-admission.ws-warning').first()).toContainText('latest');
          await page.locator('[data-panel-tab="cluster"]').click();
          await expect(page.locator('[data-panel="cluster"]')).toContainText('App team-a/shop');
          await expect(page.locator('[data-panel="cluster"]')).toContainText('App team-a/risky');
          await page.locator('[data-panel-tab="calls"]').click();
        }
        await page
          .locator('.ws-panels')
          .screenshot({ path: info.outputPath(`webhook-validate-run-${variant}-${locale}.png`) });
      }
    });
  }
});

test.describe('a mistake made in a helper: the helper line, then where the learner’s code called it', () => {
  const helperFile = readFileSync(
    join(import.meta.dirname, '../grader/corpus/status-subresource/fail-method-hides-update.go'),
    'utf8',
  );
  for (const locale of ['en', 'zh-cn'] as const) {
    test(`the caller line reads as the caller (${locale})`, async ({ page }) => {
      await openWithDraft(page, 'status-subresource', locale, { [CONTROLLER]: helperFile });
      await press(page, 'check', 'status-subresource');
      const check = page.locator('[data-check="status.written-via-subresource"]');
      await expect(check).toHaveAttribute('data-status', 'fail');
      await expect(check.locator('.ws-check-lines')).toHaveText(
        locale === 'en'
          ? `${CONTROLLER}:29, called from ${CONTROLLER}:41`
          : `${CONTROLLER}:29，由 ${CONTROLLER}:41 调用`,
      );
      await check.locator('.ws-check-lines button').nth(1).click();
      await expect(
        page.locator('[data-workspace="status-subresource"] .ws-monaco .active-line-number'),
      ).toHaveText('41');
    });
  }
});
