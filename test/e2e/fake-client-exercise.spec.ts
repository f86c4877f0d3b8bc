import { expect, type Page, test } from '@playwright/test';
import { openEditor } from './editor.ts';

// The exercise that grades a test program (lesson "Tests that lie"): the page offers both editable
// files, Check in the browser runs the reconciler on the cluster and the learner's test on the fake
// client twice (the starter's reconciler comes from the page's own exercise bundle), and the lesson
// embeds it in both locales.

const ID = 'fake-client-status';

async function open(page: Page, locale: string) {
  await page.goto(`/${locale}/exercises/${ID}/`);
  await openEditor(page.locator(`[data-workspace="${ID}"]`));
}

test('Check on the starter: the test lies (it passes for the shipped reconciler), pointing at the fake client it builds', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await open(page, 'en');
  const ws = page.locator(`[data-workspace="${ID}"]`);
  // Two main.go files: the tabs name their folders.
  await expect(ws.locator('.ws-file[data-file="test/unit/main.go"]')).toHaveText(/^\s*unit\/main\.go\s*$/);
  await expect(ws.locator('.ws-file[data-file="cmd/main.go"]')).toContainText('cmd/main.go');
  await page.locator('[data-action="check"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 120_000 });
  const lies = page.locator('[data-check="test.catches-mistake"]');
  await expect(lies).toHaveAttribute('data-status', 'fail');
  await expect(lies).toContainText('WithStatusSubresource(&labv1.App{})');
  await expect(page.locator('[data-check="test.passes"]')).toHaveAttribute('data-status', 'pass');
  await expect(page.locator('[data-check="outcome.status-ready"]')).toHaveAttribute('data-status', 'fail');
});

test('the tests-that-lie lesson embeds the exercise, in both locales', async ({ page }) => {
  for (const locale of ['en', 'zh-cn']) {
    await page.goto(`/${locale}/lessons/tests-that-lie/`);
    const ws = page.locator(`[data-workspace="${ID}"][data-embedded]`);
    await expect(ws).toBeVisible();
    await expect(ws.locator(`a[href$="/exercises/${ID}/"]`)).toBeVisible();
  }
});
