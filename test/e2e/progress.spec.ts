import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

const FORMAT = 'operator-lab-progress';
const progress = {
  version: 1,
  completed: { 'scope-get': { at: '2026-01-30T10:00:00.000Z' } },
  drafts: {
    'status-conflict': { savedAt: '2026-01-30T11:00:00.000Z', files: { 'controller.go': 'package x\n' } },
  },
  lastPlace: {
    path: '/en/lessons/status/',
    section: 'conflicts',
    title: 'Status',
    at: '2026-01-30T11:30:00.000Z',
  },
};

test('progress exports to a file and imports back into an empty browser', async ({ page }, info) => {
  await page.goto('/en/progress/');
  await page.evaluate((p) => localStorage.setItem('oplab.progress', JSON.stringify(p)), progress);
  await page.reload();
  const view = page.locator('oplab-progress[data-ready="true"]');
  // Titles, linked to the exercises, with counts in words (issue 17 item 8).
  await expect(view.locator('[data-progress-done] li[data-exercise="scope-get"] a')).toHaveText(
    "Read the Secret in the App's namespace",
  );
  await expect(view.locator('[data-progress-done] a')).toHaveAttribute('href', '/en/exercises/scope-get/');
  await expect(view.locator('[data-progress-drafts] li[data-exercise="status-conflict"]')).toContainText(
    "Don't swallow a conflict — 1 file, saved ",
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: 'Export progress file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^operator-lab-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const file = info.outputPath('progress.json');
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8'));
  expect(exported).toMatchObject({ format: FORMAT, ...progress });

  // A fresh browser profile: nothing stored.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(view.locator('[data-progress-done]')).toHaveText('No exercise done yet.');

  await view.getByLabel('Import a progress file').setInputFiles(file);
  await expect(view.getByRole('status')).toHaveText('Imported 1 exercise done and 1 draft.');
  await expect(view.locator('[data-progress-done]')).toContainText("Read the Secret in the App's namespace");
  await expect(view.locator('[data-progress-place] a')).toHaveAttribute(
    'href',
    '/en/lessons/status/#conflicts',
  );
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('oplab.progress') ?? 'null'));
  expect(stored).toEqual(progress);
});

test('a bad progress file is refused with a clear message and changes nothing', async ({ page }, info) => {
  await page.goto('/zh-cn/progress/');
  await page.evaluate((p) => localStorage.setItem('oplab.progress', JSON.stringify(p)), progress);
  await page.reload();
  const view = page.locator('oplab-progress[data-ready="true"]');
  const bad = info.outputPath('bad.json');
  await writeFile(bad, JSON.stringify({ format: FORMAT, exportedAt: 'soon', ...progress }));
  await view.getByLabel('导入进度文件').setInputFiles(bad);
  await expect(view.getByRole('alert')).toHaveText(
    '进度文件内容无效：exportedAt: expected an ISO date-time such as 2026-01-31T12:00:00.000Z。',
  );
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('oplab.progress') ?? 'null'));
  expect(stored).toEqual(progress);
});

test('the last lesson section read is offered on the progress page', async ({ page }) => {
  await page.goto('/en/lessons/permissions/');
  await page.locator('#caches-that-never-sync').evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, 40);
  await page.goto('/en/progress/');
  const link = page.locator('[data-progress-place] a');
  await expect(link).toHaveAttribute('href', '/en/lessons/permissions/#caches-that-never-sync');
  await expect(link).toContainText('Permissions');
});

test('zh-cn progress: titles in Chinese (the last place too, read in English), full-width punctuation', async ({
  page,
}) => {
  await page.goto('/zh-cn/progress/');
  await page.evaluate((p) => localStorage.setItem('oplab.progress', JSON.stringify(p)), progress);
  await page.reload();
  const view = page.locator('oplab-progress[data-ready="true"]');
  await expect(view.locator('[data-progress-done] a')).toHaveText('在 App 所在的命名空间读取 Secret');
  await expect(view.locator('[data-progress-done] a')).toHaveAttribute('href', '/zh-cn/exercises/scope-get/');
  const draft = view.locator('[data-progress-drafts] li[data-exercise="status-conflict"]');
  await expect(draft).toContainText('1 个文件，保存于 ');
  await expect(draft).not.toContainText(',');
  const place = view.locator('[data-progress-place] a');
  await expect(place).toHaveAttribute('href', '/zh-cn/lessons/status/#conflicts');
  await expect(place).not.toHaveText('Status');
  expect(await place.textContent()).toMatch(/[\u4e00-\u9fff]/);
});

for (const locale of ['en', 'zh-cn'] as const) {
  test(`the sidebar marks finished exercises (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/lessons/scope/`);
    await page.evaluate((p) => localStorage.setItem('oplab.progress', JSON.stringify(p)), progress);
    await page.reload();
    const done = page.locator(`nav.sidebar a[href="/${locale}/exercises/scope-get/"]`);
    await expect(done).toHaveAttribute('data-done', 'true');
    await expect(done.locator('.oplab-done')).toHaveText('✓');
    await expect(done.locator('.sr-only')).toHaveText(locale === 'en' ? ' (done)' : '（已完成）');
    await expect(page.locator(`nav.sidebar a[href="/${locale}/exercises/scope-list/"]`)).not.toHaveAttribute(
      'data-done',
      'true',
    );
  });
}

for (const locale of ['en', 'zh-cn'] as const) {
  test(`Export and Import sit on one line, no control pushed down (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}/progress/`);
    const centre = (sel: string) =>
      page.locator(sel).evaluate((e) => {
        const r = e.getBoundingClientRect();
        return Math.round(r.top + r.height / 2);
      });
    const exportAt = await centre('[data-progress-export]');
    expect(Math.abs((await centre('.oplab-file span')) - exportAt)).toBeLessThanOrEqual(1);
    // The checkbox may wrap to a line of its own; it gets no extra margin either way.
    await expect(page.locator('.oplab-check')).toHaveCSS('margin-top', '0px');
  });
}
