import { expect, type Page, test } from '@playwright/test';
import { builtFile, requestedBy } from './built-files.ts';
import { openEditor } from './editor.ts';

// What a page fetches (issue 18, page weight): a lesson without an exercise fetches only what it
// shows — not the editor (Monaco's code or its styles), not the engine, not the search UI until the
// reader opens the search — and an exercise page still gets Monaco's styles when its editor loads.

test.describe.configure({ timeout: 120_000 });

type Fetched = { url: string; type: string; body: string };

/**
 * Every script and style sheet the page requested by network idle (workers' scripts too), with its
 * text as built (test/e2e/built-files.ts).
 */
async function fetchedBy(page: Page, path: string, until?: () => Promise<void>): Promise<Fetched[]> {
  return (await requestedBy(page, path, until))
    .filter(
      // Only what the server sent (not a worker's blob: or a data: URL).
      ({ url, type }) =>
        url.startsWith('http') &&
        (type === 'script' || type === 'stylesheet' || /\.(m?js|css|bin)(\?|$)/.test(url)),
    )
    .map(({ url, type }) => ({ url, type, body: builtFile(url).toString('latin1') }));
}

/** What of the editor, the engine or the search UI a list of fetched files holds. */
function heavyParts(files: Fetched[]): string[] {
  const found = new Set<string>();
  for (const f of files) {
    const name = new URL(f.url).pathname;
    if (/\/_astro\/editor[.-]/.test(name) || /monaco-editor|\.monaco-editor\b/.test(f.body))
      found.add(`Monaco: ${name}`);
    if (/\/_astro\/(worker|go|gopkg|engine-handlers)-/.test(name) || /go-snapshot/.test(name))
      found.add(`engine: ${name}`);
    // The UI's code (its class names are also in the site's style sheet, which every page links).
    if (/\.m?js$/.test(name) && /pagefind-ui__/.test(f.body)) found.add(`search UI: ${name}`);
  }
  return [...found];
}

for (const locale of ['en', 'zh-cn']) {
  test(`a lesson without an exercise fetches no editor, no engine and no search UI (${locale})`, async ({
    page,
  }) => {
    const files = await fetchedBy(page, `/${locale}/lessons/how-an-operator-works/`);
    expect(files.some((f) => f.type === 'script')).toBe(true); // the page's own scripts were seen
    expect(heavyParts(files)).toEqual([]);
    // No Monaco rule reached the page by any route (a linked sheet, an @import, a <style>).
    const monacoRules = await page.evaluate(() =>
      [...document.styleSheets].some((s) => {
        try {
          return [...s.cssRules].some((r) => r.cssText.includes('.monaco-editor'));
        } catch {
          return false;
        }
      }),
    );
    expect(monacoRules).toBe(false);
  });
}

test('the search UI loads when the search is opened, and searches', async ({ page }) => {
  const files = await fetchedBy(page, '/en/lessons/scope/');
  expect(heavyParts(files).filter((p) => p.startsWith('search UI'))).toEqual([]);
  const searchUi = page.waitForResponse(
    async (r) =>
      /\.m?js$/.test(new URL(r.url()).pathname) && /pagefind-ui__/.test(await r.text().catch(() => '')),
  );
  await page.getByRole('button', { name: 'Search' }).click();
  await searchUi;
  const box = page.getByRole('dialog', { name: 'Search' }).getByRole('textbox');
  await expect(box).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type('namespace');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
});

test('the search opened before the page was idle still gets its input and searches', async ({ page }) => {
  // Starlight builds the search UI when the page is first idle (requestIdleCallback, no deadline); on a
  // busy machine a reader can open the dialog before that. Idle callbacks are held here until after.
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const w = window as unknown as { requestIdleCallback: unknown; flushIdle: () => void };
    w.requestIdleCallback = (cb: IdleRequestCallback) => held.push(cb);
    w.flushIdle = () => {
      for (const cb of held.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
  await page.goto('/en/lessons/scope/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { flushIdle: () => void }).flushIdle());
  const box = page.getByRole('dialog', { name: 'Search' }).getByRole('textbox');
  await expect(box).toBeFocused({ timeout: 15_000 });
  await page.keyboard.type('namespace');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
});

test('an exercise page gets Monaco and its styles once the learner turns to the code, not before', async ({
  page,
}) => {
  const ws = page.locator('[data-workspace="scope-get"]');
  const editorAsked: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/editor[.-]/.test(r.url())) editorAsked.push(r.url());
  });
  const files = await fetchedBy(page, '/en/exercises/scope-get/', async () => {
    expect(editorAsked).toEqual([]); // network idle, and no intent yet
    await openEditor(ws, 60_000); // a click into the code; up to the editor's readiness
  });
  expect(heavyParts(files).some((p) => p.startsWith('Monaco'))).toBe(true);
  // Monaco's sheet is in (its layout rules apply) and its icon font resolves.
  const styled = await page.evaluate(() => {
    const editor = document.querySelector('.ws-monaco .monaco-editor');
    const icon = document.querySelector('.codicon');
    return {
      position: editor ? getComputedStyle(editor).position : '',
      iconFont: icon ? getComputedStyle(icon).fontFamily : '',
      fontFace: [...document.styleSheets].some((s) =>
        [...s.cssRules].some((r) => r instanceof CSSFontFaceRule && /codicon/.test(r.cssText)),
      ),
    };
  });
  expect(styled.position).toBe('relative');
  expect(styled.fontFace).toBe(true);
  if (styled.iconFont !== '') expect(styled.iconFont).toContain('codicon');
});
