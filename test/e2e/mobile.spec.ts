import { expect, test } from '@playwright/test';
import { allPages } from './pages.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('no page scrolls sideways on a 390 px phone', async ({ page }) => {
  // One test visits every page (38 of them): allow three seconds each on a busy machine.
  test.setTimeout(3_000 * allPages().length + 60_000);
  const wide: string[] = [];
  for (const path of allPages()) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});

test('the menu opens on a phone and reaches every lesson', async ({ page }) => {
  await page.goto('/zh-cn/lessons/scope/');
  await page.getByRole('button', { name: /菜单|Menu/ }).click();
  await expect(page.getByRole('link', { name: '15. 流行说法，逐条核对' })).toBeVisible();
});

test('a failed check on a phone: its icon, title and status share the first line', async ({ page }) => {
  await page.goto('/en/exercises/scope-get/');
  const ws = page.locator('[data-workspace="scope-get"]');
  await expect(ws).toHaveAttribute('data-ready', 'true'); // Check needs no editor
  await page.locator('[data-action="check"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 30_000 });
  const head = page.locator('.ws-check[data-status="fail"] .ws-check-head').first();
  await head.scrollIntoViewIfNeeded();
  const tops = await head.evaluate((el) => {
    const top = (sel: string) => (el.querySelector(sel) as HTMLElement).getBoundingClientRect().top;
    return { icon: top('.ws-check-icon'), title: top('strong'), badge: top('.ws-badge') };
  });
  // The title is long enough to wrap at 390 px; its first line starts where the icon is.
  expect(Math.abs(tops.icon - tops.title)).toBeLessThan(4);
  expect(Math.abs(tops.badge - tops.title)).toBeLessThan(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
