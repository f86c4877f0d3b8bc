import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openEditor } from './editor.ts';

// A page keeps working once it has loaded, network or not. The registry packages' Go texts are not in
// the engine's code (scripts/site-go-texts.ts); a build that must parse one (a package the site
// snapshot lacks) reads them: once the engine has been idle a while they are fetched and kept
// (src/sandbox/go-texts.ts), so that build works with the network gone.

const CONTROLLER = 'exercises/scope-get/starter/internal/controller/app_controller.go';

test('after the page has loaded and sat idle, a program importing a package the snapshot lacks builds and runs offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const kept: string[] = [];
  const synchronous: string[] = [];
  page.on('requestfinished', (r) => {
    if (!r.url().includes('/go-sources')) return;
    (r.resourceType() === 'fetch' ? kept : synchronous).push(r.url());
  });
  await page.goto('/en/exercises/scope-get/');
  const ws = page.locator('[data-workspace="scope-get"]');
  await expect(ws).toHaveAttribute('data-engine', 'ready', { timeout: 120_000 });
  await openEditor(ws);
  // Fetched in the background after the first job and an idle pause, not while the page starts.
  await expect.poll(() => kept.length, { timeout: 60_000 }).toBe(1);
  expect(synchronous).toEqual([]);

  await context.setOffline(true);
  // container/list: a standard package no exercise imports, so not in the site snapshot.
  const code = readFileSync(join(import.meta.dirname, '../..', CONTROLLER), 'utf8')
    .replace('import (\n', 'import (\n\t"container/list"\n')
    .replace(
      'log := logf.FromContext(ctx)\n',
      'log := logf.FromContext(ctx)\n\tlog.Info("queue", "len", list.New().Len())\n',
    );
  expect(code).toContain('list.New()');
  await ws.locator('.ws-monaco .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(code);
  await ws.locator('[data-action="run"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /^run:/, { timeout: 60_000 });
  const status = (await page.locator('[data-status]').textContent()) ?? '';
  expect(await ws.getAttribute('data-outcome'), status).toMatch(/^run:run:/);
  await expect(page.locator('[data-panel="logs"]')).toContainText('"len": 0');
  // It was built from the kept copy: no request was made for the texts offline.
  expect(synchronous).toEqual([]);
  // Check works offline too: the report's schema (src/workspace/engine.ts) was loaded once the engine
  // was warm, not left for the first Check.
  await ws.evaluate((el) => el.removeAttribute('data-outcome'));
  await ws.locator('[data-action="check"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 60_000 });
  expect(await ws.getAttribute('data-outcome')).toBe('check:fail');
});
