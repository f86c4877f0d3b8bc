import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';

// The exercise page shows the code at once as plain text laid out like the editor and loads Monaco
// only on the learner's intent (src/workspace/workspace.ts loadEditorOnIntent): no editor chunk by
// network idle, Run and Check from the plain view, and a click or typing while Monaco loads is kept.

const CONTROLLER = 'internal/controller/app_controller.go';
const starter = readFileSync(
  join(import.meta.dirname, '../../exercises/scope-get/starter', CONTROLLER),
  'utf8',
).split('\n');
/** 1-based line of the starter's Get without a namespace (the fix goes right after its `{`). */
const getLine = starter.findIndex((l) => l.includes('types.NamespacedName{Name:')) + 1;

const ws = (page: Page) => page.locator('[data-workspace="scope-get"]');
const isEditorChunk = (r: Request) => /\/_astro\/editor[.-][^/]*\.js$/.test(r.url());

/** Holds the editor's chunk back until `release` is called: the learner acts while it loads. */
async function holdEditor(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/_astro/editor*.js', async (r) => {
    await released;
    await r.continue();
  });
  return release;
}

/**
 * The viewport point just before character `index` (0-based) of `line` in the plain view, scrolled
 * (page and code) so that the line is in sight, as a reader scrolls to it.
 */
async function pointAt(page: Page, line: number, index: number): Promise<{ x: number; y: number }> {
  await ws(page).locator('[data-static]').scrollIntoViewIfNeeded();
  await ws(page)
    .locator('[data-static-text]')
    .evaluate((text, l) => {
      const row = text.parentElement?.querySelector<HTMLElement>(`[data-static-lines] > :nth-child(${l})`);
      text.scrollTop = Math.max(0, (row?.offsetTop ?? 0) - 60);
    }, line);
  // The numbered lines follow the text's scroll on its scroll event (a frame later).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return ws(page)
    .locator('[data-static-lines]')
    .evaluate(
      (el, [l, i]) => {
        const row = el.children[l - 1];
        if (!row) throw new Error(`no line ${l}`);
        // The line's text is in several nodes (its coloured tokens): find the one holding index i.
        const walk = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
        let at = i;
        let text = walk.nextNode() as Text | null;
        while (text !== null && at >= text.length) {
          at -= text.length;
          text = walk.nextNode() as Text | null;
        }
        if (text === null) throw new Error(`line ${l} is shorter than ${i + 1}`);
        const r = document.createRange();
        r.setStart(text, at);
        r.setEnd(text, at + 1);
        const box = r.getClientRects()[0];
        if (!box) throw new Error('no box');
        return { x: box.left + 1, y: box.top + box.height / 2 };
      },
      [line, index] as const,
    );
}

test('no editor code by network idle; Run and Check work from the plain view', async ({ page }) => {
  const editorRequests: string[] = [];
  page.on('request', (r) => {
    if (isEditorChunk(r)) editorRequests.push(r.url());
  });
  await page.goto('/en/exercises/scope-get/');
  await page.waitForLoadState('networkidle');
  await expect(ws(page)).toHaveAttribute('data-engine', 'ready', { timeout: 60_000 });
  expect(editorRequests).toEqual([]);
  await expect(ws(page).locator('[data-static-text]')).toBeVisible();
  await expect(ws(page).locator('[data-static-text]')).toHaveValue(starter.join('\n'));

  // Run and Check, pressed as a learner does (the pointer crosses the toolbar, not the code).
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(ws(page)).toHaveAttribute('data-outcome', /^run:/, { timeout: 60_000 });
  await ws(page).evaluate((el) => el.removeAttribute('data-outcome'));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(ws(page)).toHaveAttribute('data-outcome', 'check:fail', { timeout: 60_000 });
  expect(await ws(page).getAttribute('data-editor')).not.toBe('ready');
  await expect(ws(page).locator('.ws-monaco')).toHaveCount(0);
  // The failing check points at the Get: its line link puts the plain view's caret on that line and
  // focuses it, which brings the editor, with the caret there.
  await page
    .getByRole('button', { name: `Go to ${CONTROLLER}:${getLine}` })
    .first()
    .click();
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  await expect(ws(page).locator('.ws-monaco .active-line-number')).toHaveText(String(getLine));
});

test('a click into the code loads the editor with the caret where the learner clicked, and what they type while it loads is kept', async ({
  page,
}) => {
  await page.goto('/en/exercises/scope-get/');
  const release = await holdEditor(page);
  const line = starter[getLine - 1] ?? '';
  const afterBrace = line.indexOf('{Name:') + 1;
  const at = await pointAt(page, getLine, afterBrace);
  await page.mouse.click(at.x, at.y);
  await expect(ws(page)).toHaveAttribute('data-editor', 'loading');
  // Typed while Monaco is still on its way: it goes into the file (the plain view is a text field).
  await page.keyboard.type('Namespace: app.Namespace, ');
  await expect(ws(page).locator('[data-static-text]')).toBeFocused();
  await expect(ws(page).locator('.ws-monaco')).toHaveCount(0);
  release();
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  await expect(ws(page).locator('[data-static]')).toBeHidden();
  // The editor has the typed text, the focus, and the caret right after it on the clicked line.
  await expect(ws(page).locator('.ws-monaco .active-line-number')).toHaveText(String(getLine));
  await page.keyboard.type('/*here*/');
  await expect(ws(page).locator('.ws-monaco .view-lines')).toContainText(
    '{Namespace: app.Namespace, /*here*/Name:',
  );
  // And Check grades that code: the fix passes.
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(ws(page)).toHaveAttribute('data-outcome', 'check:pass', { timeout: 60_000 });
});

test('a click into the code before the workspace’s script has run still loads the editor', async ({
  page,
}) => {
  // The code is in the HTML; the workspace's chunk can come after the learner clicked into it (a busy
  // machine, a slow network). That click's focus and pointer do not come again: the editor must load
  // once the workspace starts, not wait for another click.
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/_astro\/workspace\.[^/]*\.js$/, async (r) => {
    await released;
    await r.continue();
  });
  await page.goto('/en/exercises/scope-get/', { waitUntil: 'domcontentloaded' });
  await ws(page).locator('[data-static-text]').click();
  await expect(ws(page).locator('[data-static-text]')).toBeFocused();
  await expect(ws(page)).not.toHaveAttribute('data-ready', 'true');
  release();
  await expect(ws(page)).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  await expect(ws(page).locator('[data-static]')).toBeHidden();
});

test('what was typed before the editor came is one undo step in it, and redo brings it back', async ({
  page,
}) => {
  await page.goto('/en/exercises/scope-get/');
  const release = await holdEditor(page);
  const line = starter[getLine - 1] ?? '';
  const at = await pointAt(page, getLine, line.indexOf('{Name:') + 1);
  await page.mouse.click(at.x, at.y);
  await page.keyboard.type('Namespace: app.Namespace, ');
  release();
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  const shownLine = ws(page)
    .locator('.ws-monaco .view-line')
    .filter({ hasText: 'types.NamespacedName{' })
    .first();
  await expect(shownLine).toContainText('{Namespace: app.Namespace, Name:');
  await page.keyboard.press('Control+z');
  await expect(shownLine).toContainText('types.NamespacedName{Name:');
  await expect(shownLine).not.toContainText('Namespace: app.Namespace');
  // The undo put the caret back on the line the typing was on.
  await expect(ws(page).locator('.ws-monaco .active-line-number')).toHaveText(String(getLine));
  await page.keyboard.press('Control+Shift+z');
  await expect(shownLine).toContainText('{Namespace: app.Namespace, Name:');
});

test('the pointer entering the code loads the editor in the plain view’s place, nothing moves', async ({
  page,
}) => {
  await page.goto('/en/exercises/scope-get/');
  await expect(ws(page)).toHaveAttribute('data-ready', 'true');
  const firstLine = await pointAt(page, 1, 0);
  const plain = await ws(page).locator('[data-static]').boundingBox();
  await ws(page).locator('.ws-path').hover();
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  const monaco = await ws(page).locator('.ws-monaco').boundingBox();
  expect(monaco).toEqual(plain);
  // The first line's text starts where it started in the plain view, once Monaco has drawn it: it
  // renders its lines on animation frames after "ready" (and, on a busy machine, re-renders them
  // after its fonts are measured), so the place is polled until it settles, never taken mid-draw.
  const first = ws(page)
    .locator('.ws-monaco .view-line', { hasText: starter[0] ?? '' })
    .first();
  await expect(first).toBeVisible();
  const offBy = () =>
    first.evaluate((el, at) => {
      const r = el.querySelector('span span')?.getBoundingClientRect();
      if (r === undefined || r.width === 0) return { dx: Infinity, dy: Infinity };
      return { dx: Math.abs(r.left - (at.x - 1)), dy: Math.abs(r.top + r.height / 2 - at.y) };
    }, firstLine);
  await expect
    .poll(async () => {
      const { dx, dy } = await offBy();
      return dx <= 1 && dy <= 2 ? 'in place' : `off by ${dx} px across, ${dy} px down`;
    })
    .toBe('in place');
});

test('a keyboard learner: focus on a file tab loads the editor; a button that needs it (Format) waits for it', async ({
  page,
}) => {
  await page.goto('/en/exercises/scope-get/');
  await expect(ws(page)).toHaveAttribute('data-ready', 'true');
  const release = await holdEditor(page);
  await ws(page).locator('[data-file]').first().focus();
  await expect(ws(page)).toHaveAttribute('data-editor', 'loading');
  // Format is there before the editor (the file is editable) and is done once the editor is up.
  const format = page.getByRole('button', { name: 'Format', exact: true });
  await expect(format).toBeEnabled();
  await format.dispatchEvent('click');
  release();
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  await expect(ws(page).locator('[data-status]')).toHaveText('');
});

test('the Chinese page says the editor is loading in Chinese', async ({ page }) => {
  await page.goto('/zh-cn/exercises/scope-get/');
  const release = await holdEditor(page);
  await ws(page).locator('[data-static-text]').focus();
  await expect(ws(page).locator('[data-static-text]')).toHaveAccessibleDescription('正在加载编辑器…');
  release();
  await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
});

test('the plain view colours Go as Monaco does, both themes, and what the learner types there too', async ({
  page,
}) => {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/en/exercises/scope-get/');
    const release = await holdEditor(page);
    const lines = ws(page).locator('[data-static-lines]');
    // Monaco's vs-dark / vs keyword colour on `package`, its string colour on an import path.
    await expect(lines.locator('.tk-k').first()).toHaveText('package');
    await expect(lines.locator('.tk-k').first()).toHaveCSS(
      'color',
      scheme === 'dark' ? 'rgb(86, 156, 214)' : 'rgb(0, 0, 255)',
    );
    await expect(lines.locator('.tk-s').first()).toHaveCSS(
      'color',
      scheme === 'dark' ? 'rgb(206, 145, 120)' : 'rgb(163, 21, 21)',
    );
    // The field's own text is transparent (the lines draw it); its caret is not.
    await expect(ws(page).locator('[data-static-text]')).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
    const at = await pointAt(page, getLine, (starter[getLine - 1] ?? '').length - 1);
    await page.mouse.click(at.x + 20, at.y);
    await page.keyboard.press('End');
    await page.keyboard.type(' // typed while it loads');
    await expect(lines.locator('.tk-c', { hasText: '// typed while it loads' })).toHaveCount(1);
    release();
    await expect(ws(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  }
});
