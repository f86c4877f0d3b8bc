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
