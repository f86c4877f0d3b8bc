import { expect, test } from '@playwright/test';

test('the root sends readers to the English home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator Lab' })).toBeVisible();
});

test('the sidebar lists the lessons in course order, in each language', async ({ page }) => {
  await page.goto('/en/lessons/scope/');
  const en = page.locator('nav[aria-label="Main"] a');
  await expect(en.nth(0)).toHaveText('1. How an operator works');
  await expect(en.nth(2)).toHaveText('3. Private modules and China mirrors');
  await expect(en.nth(3)).toHaveText('4. Scope');
  await expect(en.nth(3)).toHaveAttribute('aria-current', 'page');
  await page.goto('/zh-cn/lessons/scope/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('作用域：命名空间与集群级资源');
  await expect(page.locator('nav[aria-label] a').nth(3)).toHaveText('4. 作用域');
});

test('switching language keeps the lesson and the section being read', async ({ page }) => {
  await page.goto('/en/lessons/status/');
  // Scroll the "409 conflicts" section to the top, as a reader would, without touching the URL.
  await page.locator('#conflicts').evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, 40);
  await expect(page).toHaveURL(/\/en\/lessons\/status\/$/);
  const select = page.locator('starlight-lang-select select').first();
  await Promise.all([
    page.waitForURL(/\/zh-cn\/lessons\/status\//),
    select.selectOption({ label: '简体中文' }),
  ]);
  await expect(page).toHaveURL(/\/zh-cn\/lessons\/status\/#conflicts$/);
  const heading = page.locator('#conflicts');
  await expect(heading).toHaveText('409 冲突');
  await expect(heading).toBeInViewport();

  // And back again.
  await Promise.all([
    page.waitForURL(/\/en\/lessons\/status\//),
    page.locator('starlight-lang-select select').first().selectOption({ label: 'English' }),
  ]);
  await expect(page.locator('#conflicts')).toHaveText('409 conflicts');
});

test('an exact message links to its entry in the error reference', async ({ page }) => {
  await page.goto('/en/lessons/scope/');
  const quote = page.locator('[data-error-id="innamespace-not-get-option"]');
  await expect(quote).toContainText(
    'client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
  );
  await quote.locator('xpath=..').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/reference\/errors\/#err-innamespace-not-get-option$/);
  await expect(page.locator('#err-innamespace-not-get-option')).toBeInViewport();
});

test('the dark and light themes both apply', async ({ page }) => {
  await page.goto('/en/lessons/scope/');
  const themeSelect = page.locator('starlight-theme-select select').first();
  await themeSelect.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await themeSelect.selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('lesson Markdown gets Starlight asides and heading anchor links', async ({ page }) => {
  await page.goto('/zh-cn/lessons/scope/');
  const aside = page.locator('aside.starlight-aside--caution').first();
  await expect(aside).toContainText('流行但错误的说法');
  await expect(page.locator('a.sl-anchor-link[href="#get-takes-a-key"]')).toHaveCount(1);
});

test('Chinese lessons get Chinese labels from Starlight: heading anchors and the code copy button', async ({
  page,
}) => {
  // Starlight finds the language from the file's path; our lessons live outside src/content/docs.
  await page.goto('/zh-cn/lessons/scope/');
  await expect(page.locator('a.sl-anchor-link[href="#get-takes-a-key"]')).toHaveAccessibleName(
    /^本节链接：Get 靠 key/,
  );
  await expect(page.locator('.expressive-code .copy button').first()).toHaveAttribute(
    'title',
    '复制到剪贴板',
  );
  await page.goto('/en/lessons/scope/');
  await expect(page.locator('a.sl-anchor-link[href="#get-takes-a-key"]')).toHaveAccessibleName(
    /^Section titled/,
  );
  await expect(page.locator('.expressive-code .copy button').first()).toHaveAttribute(
    'title',
    'Copy to clipboard',
  );
});

test('every request a page makes is answered: the favicon exists (no 404 in either locale)', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/en/lessons/scope/', '/zh-cn/progress/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(await page.locator('link[rel="shortcut icon"], link[rel="icon"]').first().getAttribute('href')).toBe(
    '/favicon.svg',
  );
  expect(missing).toEqual([]);
});

test('an unknown address gets the site’s own 404 page, in both languages', async ({ page }) => {
  const response = await page.goto('/en/lessons/no-such-lesson/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found · 页面未找到');
  await expect(page.getByRole('link', { name: 'Lessons (English)' })).toHaveAttribute('href', '/en/');
  await expect(page.getByRole('link', { name: '课程（简体中文）' })).toHaveAttribute('href', '/zh-cn/');
});
