import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openEditor } from './editor.ts';

// The exercise page in both locales (and both colour schemes, since contrast depends on them), audited
// with the code as plain text (before the editor loads on the learner's intent), with the editor
// loaded, and after a Check, when the panels hold a report and the API-call table.
const cases = [
  { path: '/en/exercises/scope-get/', scheme: 'light' as const },
  { path: '/zh-cn/exercises/scope-get/', scheme: 'light' as const },
  { path: '/en/exercises/scope-get/', scheme: 'dark' as const },
  { path: '/zh-cn/exercises/scope-get/', scheme: 'dark' as const },
];

for (const { path, scheme } of cases) {
  test(`axe finds no serious or critical violations on ${path} (${scheme}), before and after a Check`, async ({
    page,
  }) => {
    test.setTimeout(150_000); // three audits of a large page on a loaded machine
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(path);
    const ws = page.locator('[data-workspace]');
    await expect(ws).toHaveAttribute('data-ready', 'true');
    const audit = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await audit()).toEqual([]);
    await openEditor(ws);
    expect(await audit()).toEqual([]);
    await page.locator('[data-action="check"]').click();
    await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 30_000 });
    await page.locator('[data-panel-tab="calls"]').click();
    expect(await audit()).toEqual([]);
  });
}

// The scope lesson with the workspace embedded, scrolled into view so its editor loads.
for (const locale of ['en', 'zh-cn']) {
  test(`axe finds no serious or critical violations on /${locale}/lessons/scope/ with its embedded exercise`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/lessons/scope/`);
    const ws = page.locator('[data-workspace][data-embedded]');
    await ws.scrollIntoViewIfNeeded();
    await expect(ws).toHaveAttribute('data-editor', 'ready', { timeout: 15_000 });
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
