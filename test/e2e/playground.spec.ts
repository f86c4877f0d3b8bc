import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { openEditor } from './editor.ts';

// The playground in real Chromium against the built site, in both locales: a template edited and
// run, time travel back to the call that created the Deployment, share by link into a fresh
// context, an exercise opened with edited code, a zip imported and run, the download unzipped.
// No request may leave the site's origin.

const CONTROLLER = 'internal/controller/memcached_controller.go';

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

const pg = (page: Page) => page.locator('[data-playground]');

async function openPlayground(page: Page, locale: string, hash = '') {
  await page.goto(`/${locale}/playground/${hash}`);
  await expect(pg(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
}

async function loadTemplate(page: Page, id: string) {
  page.once('dialog', (d) => void d.accept());
  await page.locator('[data-template]').selectOption(id);
  await page.locator('[data-action="load"]').click();
}

/** Replaces the text of the file open in the editor, the way an edit would. */
async function setEditorText(page: Page, path: string, text: string) {
  await page.evaluate(
    ([p, t]) => {
      const w = window as unknown as { oplabPlayground: { editor: { replace(p: string, t: string): void } } };
      w.oplabPlayground.editor.replace(p, t);
    },
    [path, text],
  );
}

async function run(page: Page) {
  await pg(page).evaluate((el) => el.removeAttribute('data-outcome'));
  await page.locator('[data-action="run"]').click();
  // the first Run on a loaded machine waits for the engine's warm-up (packages loaded once per page)
  await expect(pg(page)).toHaveAttribute('data-outcome', /^run:/, { timeout: 150_000 });
}

for (const locale of ['en', 'zh-cn'] as const) {
  test(`${locale}: Memcached edited, run, Deployment seen, scrubbed back, shared and reopened`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const foreign = guard(page, baseURL);
    // contrast depends on the theme: English is audited dark, Chinese light
    await page.emulateMedia({ colorScheme: locale === 'en' ? 'dark' : 'light' });
    await openPlayground(page, locale);
    await loadTemplate(page, 'memcached');
    await expect(
      page.locator('[data-tree-file="internal/controller/memcached_controller.go"]'),
    ).toBeVisible();
    const original = readFileSync(join(import.meta.dirname, '../../examples/memcached', CONTROLLER), 'utf8');
    // an edit: the Deployment gets a label the template does not set
    const edited = original.replace(
      'labels := labelsForMemcached(memcached.Name)',
      'labels := labelsForMemcached(memcached.Name)\n\tlabels["edited"] = "yes"',
    );
    expect(edited).not.toBe(original);
    await setEditorText(page, CONTROLLER, edited);
    await run(page);
    await expect(pg(page)).toHaveAttribute('data-outcome', 'run:run:0');
    // the cluster after the last call has the Deployment, with the edited label
    const clusterAtEnd = page.locator('[data-panel="travel"] [data-cluster-at]');
    const deployment = clusterAtEnd.locator('[data-key="deployments.apps/default/memcached-sample"]');
    await expect(deployment).toHaveCount(1);
    await deployment.locator('summary').click();
    await expect(deployment.locator('pre')).toContainText('edited: yes');

    // scrub back to the call that created it, then one more step back
    const create = page.locator('.pg-step-btn', { hasText: /CREATE deployments default\/memcached-sample/ });
    await create.click();
    const n = Number(await create.getAttribute('data-step'));
    await expect(page.locator('.pg-scrub')).toHaveAttribute('data-step', String(n));
    await expect(page.locator('[data-change="ADDED"]')).toContainText('Deployment default/memcached-sample');
    await expect(page.locator('[data-go-line]')).toHaveText(
      /^internal\/controller\/memcached_controller\.go:\d+$/,
    );
    await page.locator('[data-scrubber]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('.pg-scrub')).toHaveAttribute('data-step', String(n - 1));
    await expect(
      page.locator(`[data-cluster-at="${n - 1}"] [data-key="deployments.apps/default/memcached-sample"]`),
    ).toHaveCount(0);
    await page.keyboard.press('End');
    const total = Number(await page.locator('[data-scrubber]').getAttribute('max'));
    await expect(page.locator('.pg-scrub')).toHaveAttribute('data-step', String(total));
    await page.keyboard.press('Home');
    await expect(page.locator('.pg-scrub')).toHaveAttribute('data-step', '0');
    const trace = await page.locator('.pg-step-btn').allTextContents();

    // share: the link holds the project; a fresh context gets the same files and the same trace
    await page.locator('[data-action="share"]').click();
    await expect(page).toHaveURL(/#p=/);
    const url = page.url();
    const other = await browser.newContext();
    const page2 = await other.newPage();
    const foreign2 = guard(page2, baseURL);
    await page2.goto(url);
    await expect(pg(page2)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
    const text = await page2.evaluate(
      (p) =>
        (
          window as unknown as { oplabPlayground: { editor: { value(p: string): string } } }
        ).oplabPlayground.editor.value(p),
      CONTROLLER,
    );
    expect(text).toBe(edited);
    await run(page2);
    expect(await page2.locator('.pg-step-btn').allTextContents()).toEqual(trace);
    await other.close();

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect([...foreign, ...foreign2]).toEqual([]);
  });

  test(`${locale}: an exercise opens in the playground with the edited code`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const foreign = guard(page, baseURL);
    await page.goto(`/${locale}/exercises/scope-get/`);
    const ws = page.locator('[data-workspace="scope-get"]');
    await openEditor(ws, 60_000);
    const file = 'internal/controller/app_controller.go';
    await page.locator('.ws-monaco .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n// my edit\n');
    await page.locator('[data-action="playground"]').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/playground/#p=.*&from=scope-get`), {
      timeout: 60_000,
    });
    await expect(pg(page)).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
    const text = await page.evaluate(
      (p) =>
        (
          window as unknown as { oplabPlayground: { editor: { value(p: string): string } } }
        ).oplabPlayground.editor.value(p),
      file,
    );
    expect(text).toContain('// my edit');
    await expect(page.locator('[data-tree-file="go.mod"] .ws-ro')).toBeVisible();
    await expect(page.locator('[data-objects]')).not.toHaveValue('');
    await run(page);
    expect(foreign).toEqual([]);
  });

  test(`${locale}: a zip imported and run; the download unzips to the same files`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const foreign = guard(page, baseURL);
    await openPlayground(page, locale);
    const root = join(import.meta.dirname, '../../examples/cronjob');
    const names = [
      'go.mod',
      'api/v1/cronjob_types.go',
      'api/v1/groupversion_info.go',
      'cmd/main.go',
      'internal/controller/cronjob_controller.go',
      'internal/controller/schedule.go',
      'config/samples/batch_v1_cronjob.yaml',
    ];
    const zip = zipSync(
      Object.fromEntries(names.map((n) => [`cronjob/${n}`, strToU8(readFileSync(join(root, n), 'utf8'))])),
    );
    await page
      .locator('[data-open-zip]')
      .setInputFiles({ name: 'cronjob.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    await expect(page.locator('[data-tree-file="internal/controller/schedule.go"]')).toBeVisible();
    await expect(page.locator('[data-objects]')).toHaveValue(/kind: CronJob/);
    await page.locator('[data-time]').fill('120');
    await page.locator('[data-time]').dispatchEvent('change');
    await run(page);
    await expect(pg(page)).toHaveAttribute('data-outcome', 'run:run:0');
    await expect(page.locator('.pg-step-btn', { hasText: /CREATE jobs/ }).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.locator('[data-action="download"]').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('project.zip'); // the module path's last element
    const path = await d.path();
    const entries = unzipSync(new Uint8Array(readFileSync(path)));
    for (const n of names)
      expect(strFromU8(entries[`project/${n}`])).toBe(readFileSync(join(root, n), 'utf8'));
    expect(strFromU8(entries['project/README.md'])).toContain('make install run');
    expect(foreign).toEqual([]);
  });
}

// Third-party API types are a part of the engine of their own (scripts/site-lazy-parts.ts): a
// project importing cert-manager's types fetches it before its run, and the run uses them.
test('a project importing cert-manager’s API types fetches their part and runs with them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const foreign = guard(page, baseURL);
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/_astro\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) chunks.push(m[1]!);
  });
  await openPlayground(page, 'en');
  await loadTemplate(page, 'memcached');
  const examples = join(import.meta.dirname, '../../examples/memcached');
  const goMod = readFileSync(join(examples, 'go.mod'), 'utf8').replace(
    'require (\n',
    'require (\n\tgithub.com/cert-manager/cert-manager v1.20.2\n',
  );
  const controller = readFileSync(join(examples, CONTROLLER), 'utf8')
    .replace(
      'import (\n',
      'import (\n\tcmapi "github.com/cert-manager/cert-manager/pkg/apis/certmanager/v1"\n',
    )
    .replace(
      'labels := labelsForMemcached(memcached.Name)',
      'labels := labelsForMemcached(memcached.Name)\n\tlabels["issuer-kind"] = cmapi.IssuerKind',
    );
  await setEditorText(page, 'go.mod', goMod);
  await setEditorText(page, CONTROLLER, controller);
  expect(chunks).not.toContain('extapi');
  await run(page);
  await expect(pg(page)).toHaveAttribute('data-outcome', 'run:run:0');
  expect(chunks).toContain('extapi');
  const deployment = page.locator(
    '[data-panel="travel"] [data-cluster-at] [data-key="deployments.apps/default/memcached-sample"]',
  );
  await deployment.locator('summary').click();
  await expect(deployment.locator('pre')).toContainText('issuer-kind: Issuer');
  expect(foreign).toEqual([]);
});
