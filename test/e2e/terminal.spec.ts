import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The terminal exercise pages in real Chromium against the built site: the simulated shell runs in
// the page's Web Worker; typing, Tab completion, history, paste and copy; gomod-proxy from broken to
// passing checks through commands alone.

const term = (page: Page) => page.locator('.oplab-term');
const live = (page: Page) => page.locator('.oplab-term-live');
const screen = (page: Page) => page.locator('.oplab-term .xterm-rows');

async function open(page: Page, id: string, locale = 'en') {
  await page.goto(`/${locale}/terminal/${id}/`);
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await term(page).click();
}

/** Types a line and waits until the shell has answered (the prompt is back). */
async function enter(page: Page, line: string) {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
}

test('gomod-proxy: type, complete, recall history, paste, and pass the checks', async ({ page, context }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'gomod-proxy');

  // A command and its output (also in the aria-live region).
  await enter(page, 'go env GOPROXY');
  await expect(live(page)).toContainText('https://proxy.golang.org,direct');

  // The starter's failure, after a short spinner for the 30 s virtual dial timeout.
  await enter(page, 'go mod tidy');
  await expect(live(page)).toContainText('dial tcp 172.217.160.81:443: i/o timeout');

  // Tab completion of a command, then of a path (~/.bas → ~/.bashrc).
  await page.keyboard.type('ec');
  await page.keyboard.press('Tab');
  await page.keyboard.type('hi');
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  await expect(live(page)).toContainText('echo hi\nhi');
  await page.keyboard.type('cat ~/.bas');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  await expect(live(page)).toContainText('cat ~/.bashrc \n');
  await expect(live(page)).toContainText('export GOPROXY=https://proxy.golang.org,direct');

  // Paste two lines at once: both run, in order.
  await page.locator('.oplab-term textarea').evaluate((el) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', "go env -w GOPROXY=https://goproxy.cn,direct\nsed -i '/GOPROXY/d' ~/.bashrc\n");
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await expect(live(page)).toContainText("sed -i '/GOPROXY/d' ~/.bashrc", { timeout: 10_000 });
  await expect(term(page)).toHaveAttribute('data-state', 'ready');

  // History: ↑ ↑ ↑ recalls `go env -w …` from above; run it again, it prints the real warning.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(screen(page)).toContainText('$ go env -w GOPROXY=https://goproxy.cn,direct');
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  await expect(live(page)).toContainText(
    'warning: go env -w GOPROXY=... does not override conflicting OS environment variable',
  );

  await enter(page, 'unset GOPROXY');
  await enter(page, 'go mod tidy');
  await enter(page, 'go env GOPROXY');
  await expect(live(page)).toContainText('https://goproxy.cn,direct');

  // Copy: select the last output word by double-click, Ctrl+Shift+C puts it on the clipboard.
  await page.locator('.oplab-term .xterm-screen').dblclick({ position: { x: 40, y: 8 } });
  await page.keyboard.press('Control+Shift+C');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.oplab-term-results')).toHaveAttribute('data-status', 'pass', {
    timeout: 20_000,
  });
  await expect(page.locator('.oplab-term-results li[data-status="pass"]')).toHaveCount(4);

  // Everything ran in the page: no request left this origin.
  const origin = new URL(page.url()).origin;
  expect(
    requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')),
  ).toEqual([]);
});

test('webhook-local in Chinese: the starter fails its checks with localised messages', async ({ page }) => {
  await open(page, 'webhook-local', 'zh-cn');
  await enter(page, 'kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml');
  await expect(live(page)).toContainText(
    'no endpoints available for service "memcached-operator-webhook-service"',
  );
  await page.getByRole('button', { name: '检查' }).click();
  await expect(page.locator('.oplab-term-results')).toHaveAttribute('data-status', 'fail', {
    timeout: 20_000,
  });
  await expect(page.locator('.oplab-term-results li[data-check="manager-serving-webhooks"]')).toContainText(
    '没有正在运行的管理器',
  );
});

test('the terminal page has no serious accessibility violations', async ({ page }) => {
  await open(page, 'webhook-local');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
});

test('the error reference finds a pasted error, with its noise, and links to the entry', async ({ page }) => {
  await page.goto('/en/reference/errors/');
  await page
    .getByLabel('Paste an error message')
    .fill(
      '2025-02-11T07:31:02+08:00\tERROR\tsetup\tproblem running manager\t{"error": "open /var/folders/x1/T/k8s-webhook-server/serving-certs/tls.crt: no such file or directory"}\nexit status 1',
    );
  const first = page.locator('.oplab-error-search-results li a').first();
  await expect(first).toHaveAttribute('href', '#err-webhook-cert-missing');
  await first.click();
  await expect(page.locator('#err-webhook-cert-missing')).toBeInViewport();
});

test('webhook-local: the shipped solution, pasted, passes every check in the browser', async ({ page }) => {
  const ex = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../exercises/webhook-local/exercise.json'), 'utf8'),
  );
  await open(page, 'webhook-local');
  await page.locator('.oplab-term textarea').evaluate(
    (el, text) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    },
    `${ex.solution.join('\n')}\n`,
  );
  await expect(live(page)).toContainText(
    'admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5, got 10',
    {
      timeout: 30_000,
    },
  );
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.oplab-term-results')).toHaveAttribute('data-status', 'pass', {
    timeout: 20_000,
  });
  await expect(page.locator('.oplab-term-results li[data-status="pass"]')).toHaveCount(5);
});

test('Ctrl-C ends a command that is still running: ^C, $? is 130, the prompt is back and the files are intact', async ({
  page,
}) => {
  await open(page, 'webhook-local');
  await enter(page, 'echo keep > notes.txt && export COLOUR=blue');
  // the first make run compiles the project and controller-runtime: the worker is busy in
  // synchronous code for seconds
  await page.keyboard.type('make run');
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'busy');
  await page.waitForTimeout(300);
  await page.keyboard.press('Control+C');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(screen(page)).toContainText('make run^C');
  await enter(page, 'echo $? $COLOUR $(cat notes.txt)');
  await expect(live(page)).toContainText('130 blue keep');
  await enter(page, 'history | tail -3');
  await expect(live(page)).toContainText('make run');
});

test('at phone width a command that wraps is redrawn in place, never copied row by row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'webhook-local');
  const rows = () => screen(page).locator(':scope > div').allInnerTexts();
  const prompts = async () => (await rows()).filter((r) => r.includes('user@laptop')).length;
  const cmd = 'kubectl explain deployment.spec.replicas';
  await page.keyboard.type(cmd);
  // the command really wraps: its prompt row holds only its beginning
  const first = (await rows()).find((r) => r.includes('user@laptop')) ?? '';
  expect(first.replace(/\s+$/, '').length).toBeLessThan(`user@laptop:~$ ${cmd}`.length);
  expect(await prompts()).toBe(1);
  // editing on the first row of a wrapped line, then Enter: one prompt line per command
  await page.keyboard.press('Home');
  await page.keyboard.type('  ');
  expect(await prompts()).toBe(1);
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(live(page)).toContainText('FIELD: replicas <integer>');
  expect(await prompts()).toBe(2);
});
