import { expect, type Page, test } from '@playwright/test';

// The terminal page in real Chromium: a line's stdout and stderr in the order written (an error line,
// then the echo after it), and Ctrl-C while the spinner replays go's 30 s dial timeout (^C, none of
// the line's output, $? 130).

const term = (page: Page) => page.locator('.oplab-term');
const live = (page: Page) => page.locator('.oplab-term-live');
const screen = (page: Page) => page.locator('.oplab-term .xterm-rows');

async function open(page: Page, id: string) {
  await page.goto(`/en/terminal/${id}/`);
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await term(page).click();
}

async function enter(page: Page, line: string) {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
}

test('an error line comes before the echo after it, as bash shows them', async ({ page }, info) => {
  await open(page, 'gomod-proxy');
  await enter(page, 'cp go.mod /nope/x; echo "cp: $?"; ls bin || echo "no bin yet"');
  // 'ready' can still be the state from before Enter, and xterm paints on a later frame: wait for the
  // line's last output on the screen before reading the order off it.
  await expect(live(page)).toContainText(
    "cp: cannot create regular file '/nope/x': No such file or directory\ncp: 1\nls: cannot access 'bin': No such file or directory\nno bin yet",
  );
  // The typed line itself holds 'no bin yet' and xterm paints the output on a later frame: poll the
  // rows until the output's four lines are there, then their order is the check.
  const order = async () => {
    const text = (await screen(page).textContent()) ?? '';
    return [
      text.lastIndexOf("cp: cannot create regular file '/nope/x': No such file or directory"),
      text.lastIndexOf('cp: 1'),
      text.lastIndexOf("ls: cannot access 'bin': No such file or directory"),
      text.lastIndexOf('no bin yet'),
    ];
  };
  await expect.poll(async () => (await order()).every((i) => i >= 0)).toBe(true);
  const [error = -1, status = -1, ls = -1, after = -1] = await order();
  expect(error).toBeGreaterThan(0);
  expect(status).toBeGreaterThan(error);
  expect(ls).toBeGreaterThan(status);
  expect(after).toBeGreaterThan(ls);
  await term(page).screenshot({ path: info.outputPath('terminal-order.png') });
});

test('a function from an earlier line, a sourced file and a log written with 2>&1: their lines in the order written', async ({
  page,
}, info) => {
  await open(page, 'gomod-proxy');
  await enter(page, "printf 'echo s1\\nls /s\\necho s2\\n' > s.sh; f() { echo in; ls /w; echo out; }");
  await enter(page, 'f; source s.sh; f > log 2>&1; cat log');
  const w = "ls: cannot access '/w': No such file or directory";
  await expect(live(page)).toContainText(
    `in\n${w}\nout\ns1\nls: cannot access '/s': No such file or directory\ns2\nin\n${w}\nout`,
  );
  // 's2' is in the typed line too: wait for a line only the output has, its last
  await expect(screen(page)).toContainText(`s2in${w}out`);
  await term(page).screenshot({ path: info.outputPath('terminal-order-functions.png') });
});

test('Ctrl-C while the spinner replays a dial timeout: ^C, no output, $? 130', async ({ page }) => {
  await open(page, 'gomod-proxy');
  await enter(page, 'echo ready');
  await page.keyboard.type('touch started.txt; go mod tidy');
  await page.keyboard.press('Enter');
  // the spinner of the 30 s virtual wait
  await expect(screen(page)).toContainText('(30.0 s)', { timeout: 20_000 });
  await page.keyboard.press('Control+C');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(screen(page)).toContainText('^C');
  await expect(screen(page)).not.toContainText('i/o timeout');
  await enter(page, 'echo "status $?"; ls started.txt');
  await expect(live(page)).toContainText('status 130');
  await expect(live(page)).toContainText("ls: cannot access 'started.txt': No such file or directory");
});
