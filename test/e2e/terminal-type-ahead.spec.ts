import { expect, type Page, test } from '@playwright/test';

// Type-ahead on the terminal page (built site, real Chromium): keys typed while a line still runs
// are kept, as a terminal keeps them for bash, and edit and run the next lines once the prompt is
// back, in order; Ctrl-C while a line runs ends it and flushes what was typed before it.

const term = (page: Page) => page.locator('.oplab-term');
const live = (page: Page) => page.locator('.oplab-term-live');
const screen = (page: Page) => page.locator('.oplab-term .xterm-rows');

/** Types a line and waits until the shell has answered (the prompt is back). */
async function enter(page: Page, line: string, timeout = 20_000) {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout });
}

test('lines typed while go vet runs are not lost: they run after it, in order, then Ctrl-C flushes type-ahead', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  // the package snapshot arrives late, as on a slow network: the first go vet surely still runs
  // while the next lines are typed
  await page.route(/\/go-snapshot[^/]*\.bin$/, async (route) => {
    await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  await page.goto('/en/terminal/gomod-proxy/');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await term(page).click();
  await enter(
    page,
    `mkdir -p ~/hi && cd ~/hi && printf 'package main\\n\\nimport "fmt"\\n\\nfunc main() {\\n\\tfmt.Println("hi from main")\\n}\\n' > main.go`,
  );

  await page.keyboard.type('go vet main.go');
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'busy');
  // typed at once, while go vet waits for the toolchain
  await page.keyboard.type('go run main.go');
  await page.keyboard.press('Enter');
  await page.keyboard.type('echo done $?');
  await page.keyboard.press('Enter');
  await page.keyboard.type('ls');
  expect(await term(page).getAttribute('data-state')).toBe('busy');
  // not echoed while go vet runs: the keys wait for the prompt, as bash reads them then
  await expect(screen(page)).not.toContainText('echo done');

  await expect(live(page)).toContainText('echo done $?\ndone 0', { timeout: 120_000 });
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  // each line after its own prompt, its output below it; the unfinished `ls` waits on the last prompt
  await expect(screen(page)).toContainText(
    /\$ go vet main\.go\s*user@laptop:~\/hi\$ go run main\.go\s*hi from main\s*user@laptop:~\/hi\$ echo done \$\?\s*done 0\s*user@laptop:~\/hi\$ ls\s*$/,
  );
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  await expect(live(page)).toContainText('ls\nmain.go');

  // Ctrl-C while a line runs ends it and drops the keys typed before it; keys after it are kept
  await enter(
    page,
    `printf 'package main\\n\\nimport "fmt"\\n\\nfunc main() {\\n\\tfmt.Println("start")\\n\\tfor {\\n\\t}\\n}\\n' > loop.go`,
  );
  await page.keyboard.type('go run loop.go');
  await page.keyboard.press('Enter');
  await expect(screen(page)).toContainText('running (Ctrl-C stops it)', { timeout: 60_000 });
  await page.keyboard.type('echo flushed');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+C');
  await page.keyboard.type('echo after $?');
  await page.keyboard.press('Enter');
  await expect(live(page)).toContainText('echo after $?\nafter 1', { timeout: 20_000 });
  await expect(term(page)).toHaveAttribute('data-state', 'ready');
  await expect(screen(page)).toContainText('start^Csignal: interrupt');
  await expect(screen(page)).not.toContainText('flushed');
  await page.screenshot({ path: info.outputPath('terminal-type-ahead.png') });
});
