import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// A lesson rich in tables, asides and quoted messages, the error reference, and the progress page,
// in both locales and (since contrast depends on it) both colour schemes for one locale.
const cases = [
  ...['en', 'zh-cn'].flatMap((l) =>
    [`/${l}/lessons/status/`, `/${l}/reference/errors/`, `/${l}/progress/`].map((path) => ({
      path,
      scheme: 'light' as const,
    })),
  ),
  ...['/en/lessons/status/', '/zh-cn/reference/errors/', '/en/progress/'].map((path) => ({
    path,
    scheme: 'dark' as const,
  })),
];

for (const { path, scheme } of cases) {
  test(`axe finds no serious or critical violations on ${path} (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(path);
    // Expressive Code makes overflowing code blocks focusable from a ResizeObserver, 250 ms plus an
    // idle callback after layout; audit the page as a reader meets it, after that has run.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.expressive-code pre')].every(
        (pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex'),
      ),
    );
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad).toEqual([]);
  });
}
