import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The opt-in full sandbox (a WebContainer) in real Chromium against the built site, both locales:
// the playground hands its project to the sandbox page, which alone is cross-origin isolated; with
// StackBlitz unreachable (every other origin is blocked here) pressing Start explains why and the
// playground keeps working. Booting a real WebContainer needs StackBlitz's service: not tested here.

/** Blocks every request that leaves the site and returns the list of those tried. */
function guard(page: Page, baseURL: string | undefined): string[] {
  const own = new URL(baseURL!).host;
  const foreign: string[] = [];
  void page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    foreign.push(url.href);
    return route.abort('blockedbyclient');
  });
  return foreign;
}

const isolated = (page: Page) => page.evaluate(() => globalThis.crossOriginIsolated === true);

for (const locale of ['en', 'zh-cn'] as const) {
  test(`${locale}: the playground opens its project in the sandbox page, which explains why it cannot boot offline`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const foreign = guard(page, baseURL);
    await page.goto(`/${locale}/playground/`);
    const pg = page.locator('[data-playground]');
    await expect(pg).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
    // The rest of the site needs no isolation headers.
    expect(await isolated(page)).toBe(false);
    page.once('dialog', (d) => void d.accept());
    await page.locator('[data-template]').selectOption('memcached');
    await page.locator('[data-action="load"]').click();

    const [sandbox] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('[data-action="sandbox"]').click(),
    ]);
    await sandbox.waitForLoadState();
    expect(new URL(sandbox.url()).pathname).toBe(`/${locale}/playground/sandbox/`);
    const root = sandbox.locator('[data-sandbox]');
    await expect(root).toHaveAttribute('data-state', 'ready-to-boot');
    expect(await isolated(sandbox)).toBe(true);
    await expect(sandbox.locator('[data-sandbox-command]')).toHaveText(
      'npx oplab run . --objects config/samples/cache_v1alpha1_memcached.yaml',
    );
    await expect(sandbox.locator('[data-sandbox-project]')).toContainText(
      locale === 'en' ? /\d+ files from the playground/ : /来自演练场的 \d+ 个文件/,
    );
    const axe = await new AxeBuilder({ page: sandbox }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Nothing has left the site before the learner presses Start.
    expect(foreign).toEqual([]);

    // A short wait for StackBlitz (the page takes ?timeout=), then Start: the service is unreachable.
    const url = new URL(sandbox.url());
    url.searchParams.set('timeout', '5');
    await sandbox.goto(url.href);
    await expect(root).toHaveAttribute('data-state', 'ready-to-boot');
    await sandbox.locator('[data-action="boot"]').click();
    await expect(root).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
    const why = sandbox.locator('[data-sandbox-blockers] li[data-blocker="boot"]');
    await expect(why).toContainText('WebContainer');
    await expect(sandbox.locator('[data-sandbox-blockers]')).toContainText(
      locale === 'en' ? 'The playground keeps working' : '演练场照常可用',
    );
    // Only StackBlitz's service was tried, and only after the press.
    expect(foreign.length).toBeGreaterThan(0);
    for (const u of foreign)
      expect(new URL(u).hostname).toMatch(/(^|\.)(stackblitz\.com|webcontainer-api\.io|webcontainer\.io)$/);

    // The playground is untouched and still runs.
    await page.bringToFront();
    await pg.evaluate((el) => el.removeAttribute('data-outcome'));
    await page.locator('[data-action="run"]').click();
    await expect(pg).toHaveAttribute('data-outcome', /^run:run:/, { timeout: 150_000 });
  });
}

test('served without the isolation headers, the sandbox page says why and never offers Start', async ({
  page,
  baseURL,
}) => {
  const foreign = guard(page, baseURL);
  // On the context (the sandbox opens in a new page), after the guard so that it is tried first.
  await page.context().route(
    (url) => url.pathname === '/en/playground/sandbox/',
    async (route) => {
      const res = await route.fetch();
      const headers = { ...res.headers() };
      delete headers['cross-origin-opener-policy'];
      delete headers['cross-origin-embedder-policy'];
      await route.fulfill({ response: res, headers });
    },
  );
  await page.goto('/en/playground/');
  await expect(page.locator('[data-playground]')).toHaveAttribute('data-editor', 'ready', {
    timeout: 60_000,
  });
  const [sandbox] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('[data-action="sandbox"]').click(),
  ]);
  await sandbox.waitForLoadState();
  await expect(sandbox.locator('[data-sandbox]')).toHaveAttribute('data-state', 'blocked');
  await expect(sandbox.locator('[data-blocker="not-isolated"]')).toContainText(
    'Cross-Origin-Embedder-Policy',
  );
  await expect(sandbox.locator('[data-action="boot"]')).toBeDisabled();
  expect(foreign).toEqual([]);
});

test('opened without a project, the sandbox page points back to the playground', async ({ page }) => {
  await page.goto('/zh-cn/playground/sandbox/');
  await expect(page.locator('[data-sandbox]')).toHaveAttribute('data-state', 'no-project');
  await expect(page.locator('[data-sandbox-project]')).toContainText('请从演练场打开沙箱');
  await expect(page.locator('[data-action="boot"]')).toBeDisabled();
  await page.locator('[data-sandbox-back]').click();
  await expect(page).toHaveURL(/\/zh-cn\/playground\/$/);
});
