import { expect, type Page, test } from '@playwright/test';

// The Go toolchain in the site's terminal (the gomod-proxy page, built site, real Chromium): loaded
// by the shell's worker on the first go command that compiles, not with the page; go test compiles
// the learner's module once go.mod's modules can be fetched, go build and go vet too (make generate
// writes the API types' deepcopy file, as controller-gen does); Ctrl-C ends a runaway `go run` as a
// terminal does.

const term = (page: Page) => page.locator('.oplab-term');
const live = (page: Page) => page.locator('.oplab-term-live');
const screen = (page: Page) => page.locator('.oplab-term .xterm-rows');

/** Types a line and waits until the shell has answered (the prompt is back). */
async function enter(page: Page, line: string, timeout = 20_000) {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout });
}

/** The toolchain's chunk and the package snapshot, among the page's requests. */
const toolchainRequests = (urls: string[]) =>
  urls.filter((u) => /\/go-toolchain-loader[^/]*\.js$|\/go-snapshot[^/]*\.bin$/.test(u));

test('gomod-proxy: fix the module, then go test compiles it; the toolchain loads on the first go build', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/en/terminal/gomod-proxy/');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await term(page).click();

  for (const line of [
    "sed -i '/GOPROXY/d' ~/.bashrc",
    'unset GOPROXY',
    'go env -w GOPROXY=https://goproxy.cn,direct',
    'go mod tidy',
  ])
    await enter(page, line);
  await expect(live(page)).toContainText('go: downloading sigs.k8s.io/controller-runtime v0.16.0');
  // nothing of the toolchain yet: the module commands do not compile
  expect(toolchainRequests(requests)).toEqual([]);

  // go build of the Kubernetes module, from the toolchain loaded now: compiled on the simulated packages.
  // The spinner waits 250 ms before it shows (no flash on a fast load), so the snapshot is held back a
  // second here, as on a slow network: the page must say what it is waiting for.
  await page.route(/\/go-snapshot[^/]*\.bin$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.keyboard.type('go build ./... && echo built $?');
  await page.keyboard.press('Enter');
  await expect(screen(page)).toContainText('loading the Go toolchain', { timeout: 20_000 });
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 180_000 });
  await expect(live(page)).toContainText('built 0');
  await expect(screen(page)).not.toContainText('not compiled');
  expect(toolchainRequests(requests)).toHaveLength(2);

  // go test compiles it on the simulated packages: a compile error in the controller, gc's report
  await enter(page, `sed -i 's/^import (/import (\\n\\t"fmt"/' internal/controller/memcached_controller.go`);
  await enter(page, 'go test ./...', 180_000);
  // the compile errors (stderr) come before the package's FAIL line, in the order go test writes them
  await expect(live(page)).toContainText('?   \texample.com/memcached-operator/cmd\t[no test files]\n');
  await expect(live(page)).toContainText(
    '"fmt" imported and not used\nFAIL\texample.com/memcached-operator/internal/controller [build failed]\nFAIL',
  );
  await expect(live(page)).toContainText(
    'internal/controller/memcached_controller.go:4:2: "fmt" imported and not used',
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: info.outputPath(`gomod-proxy-go-test-${scheme}.png`) });
  }

  // fixed: go test finds no test files
  await enter(page, `sed -i '/"fmt"/d' internal/controller/memcached_controller.go`);
  await enter(page, 'go test ./... && echo tested $?', 120_000);
  await expect(live(page)).toContainText(
    '?   \texample.com/memcached-operator/cmd\t[no test files]\n?   \texample.com/memcached-operator/internal/controller\t[no test files]\ntested 0',
  );
  // loaded once
  expect(toolchainRequests(requests)).toHaveLength(2);
  await expect(screen(page)).not.toContainText('not available in this terminal');
});

for (const [locale, running] of [
  ['en', 'running (Ctrl-C stops it)'],
  ['zh-cn', '正在运行（按 Ctrl-C 停止）'],
] as const) {
  test(`Ctrl-C ends a go run that loops forever: its output, ^Csignal: interrupt, $? 1, as in a terminal (${locale}, the spinner in the page's language)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/${locale}/terminal/gomod-proxy/`);
    await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await term(page).click();
    await enter(
      page,
      `mkdir -p ~/loop && cd ~/loop && printf 'package main\\n\\nimport "fmt"\\n\\nfunc main() {\\n\\tfmt.Println("start")\\n\\tfor {\\n\\t}\\n}\\n' > main.go`,
    );
    await page.keyboard.type('go run main.go');
    await page.keyboard.press('Enter');
    // the page is not frozen: the spinner turns while the worker runs the loop, below its output so far
    await expect(screen(page)).toContainText(running, { timeout: 60_000 });
    await expect(screen(page)).toContainText('go run main.gostart');
    await page.keyboard.press('Control+C');
    await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(screen(page)).toContainText('start^Csignal: interrupt');
    await enter(page, 'echo $? $(pwd)');
    await expect(live(page)).toContainText('1 /home/user/loop');
  });
}

test('webhook-local: make generate writes the deepcopy file, go vet compiles the module, make run serves the webhook', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await page.goto('/en/terminal/webhook-local/');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await term(page).click();
  // without its generated file the API types are no runtime.Object: go vet stops there
  await enter(page, 'rm api/v1alpha1/zz_generated.deepcopy.go');
  await enter(page, 'go vet ./...', 180_000);
  await expect(live(page)).toContainText('(missing method DeepCopyObject)');
  await enter(page, 'make generate && go vet ./... && echo vetted $?', 180_000);
  await expect(live(page)).toContainText('vetted 0');
  await enter(page, 'head -3 api/v1alpha1/zz_generated.deepcopy.go');
  await expect(live(page)).toContainText('//go:build !ignore_autogenerated');
  const ex = [
    'mkdir -p /tmp/k8s-webhook-server/serving-certs',
    'openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=host.minikube.internal" -addext "subjectAltName=DNS:host.minikube.internal" -keyout /tmp/k8s-webhook-server/serving-certs/tls.key -out /tmp/k8s-webhook-server/serving-certs/tls.crt',
    "sed -i 's|https://localhost:9443|https://host.minikube.internal:9443|' config/local/webhook-local.yaml",
    "sed -i 's/failurePolicy: Ignore/failurePolicy: Fail/' config/local/webhook-local.yaml",
    'sed -i "s|# caBundle: .*|caBundle: $(base64 -w0 /tmp/k8s-webhook-server/serving-certs/tls.crt)|" config/local/webhook-local.yaml',
    'kubectl apply -f config/local/webhook-local.yaml',
  ];
  for (const line of ex) await enter(page, line);
  await enter(page, 'make run', 180_000);
  await expect(live(page)).toContainText('Starting webhook server');
  await enter(page, 'kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml', 60_000);
  await expect(live(page)).toContainText(
    'admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5, got 10',
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(200);
    await page.screenshot({ path: info.outputPath(`webhook-local-generate-${scheme}.png`) });
  }
});

test("go test ./...: each package's line shows when it is done; Ctrl-C in a later package keeps them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en/terminal/gomod-proxy/');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await term(page).click();
  await enter(
    page,
    `mkdir -p ~/t/a ~/t/b && cd ~/t && printf 'module example.com/t\\n\\ngo 1.23\\n' > go.mod && printf 'package a\\n\\nimport "testing"\\n\\nfunc TestA(t *testing.T) {}\\n' > a/a_test.go && printf 'package b\\n\\nimport "testing"\\n\\nfunc TestLoop(t *testing.T) {\\n\\tfor {\\n\\t}\\n}\\n' > b/b_test.go`,
  );
  await page.keyboard.type('go test ./...');
  await page.keyboard.press('Enter');
  // a's line is on the screen while b's test still loops
  await expect(screen(page)).toContainText(/ok\s+example\.com\/t\/a/, { timeout: 60_000 });
  await expect(screen(page)).toContainText('running (Ctrl-C stops it)', { timeout: 60_000 });
  await page.keyboard.press('Control+C');
  await expect(term(page)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(screen(page)).toContainText(/go test \.\/\.\.\.ok\s+example\.com\/t\/a\s+0\.012s\^C/);
  await enter(page, 'echo $?');
  await expect(live(page)).toContainText('1');
  await page.screenshot({ path: 'test-results/terminal-go-test-live.png' });
});
