import { expect, test } from '@playwright/test';
import { allPages } from './pages.ts';

test('no page makes a request to another origin', async ({ page, baseURL }) => {
  // One test visits every page (40 of them) and then searches: allow five seconds a page and a
  // minute and a half for the search on a busy machine (CI, 2 cores shared with another worker, ran
  // out of three a page once; alone it takes 20 s). What it checks is where requests go, not speed.
  test.setTimeout(5_000 * allPages().length + 90_000);
  const own = new URL(baseURL!).host;
  const foreign: string[] = [];
  // Every request that would leave 127.0.0.1 is recorded and made to fail.
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    foreign.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  for (const path of allPages()) {
    await page.goto(path);
  }
  await page.waitForLoadState('networkidle');
  // Search loads its index and UI on demand: open it and search, so those requests are covered too.
  await page.goto('/en/lessons/scope/');
  // The Search button opens its dialog once Starlight's <site-search> element is defined: a click
  // before that does nothing (CI once waited out the test on such a click).
  await page.waitForFunction(() => customElements.get('site-search') !== undefined);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('dialog', { name: 'Search' }).getByRole('textbox').fill('namespace');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
  expect(foreign).toEqual([]);
});

test('the offline guard itself notices a request to another origin', async ({ page, baseURL }) => {
  const own = new URL(baseURL!).host;
  const foreign: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own) return route.continue();
    foreign.push(url.href);
    return route.abort('blockedbyclient');
  });
  await page.goto('/en/');
  await page.evaluate(() => fetch('https://fonts.example.com/font.woff2').catch(() => undefined));
  expect(foreign).toEqual(['https://fonts.example.com/font.woff2']);
});
