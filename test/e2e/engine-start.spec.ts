import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { builtFile, requestedBy } from './built-files.ts';
import { openEditor } from './editor.ts';

// How an exercise page's engine starts (issue 17 item 10, issue 18): the worker takes the standard and
// Kubernetes packages from the snapshot the site build made (scripts/site-snapshot.ts) instead of
// checking them, and works without it when the snapshot is missing or unreadable; a pause in typing
// builds the edited files ahead of Check; and what a page fetches stays within a stated budget.

test.describe.configure({ timeout: 180_000 });

type Phases = {
  snapshot?: string;
  checkedBeyondSnapshot?: boolean;
  engineStartedAt?: number;
  snapshotReadAt?: number;
  snapshotGunzipMs?: number;
  snapshotReadMs?: number;
  bytesAt?: number;
  unzippedAt?: number;
  readerAt?: number;
  codeAt?: number;
  inflatedGroups?: number;
  hotGroups?: number;
  earlyWarm?: boolean;
};

async function engineReady(page: Page, locale = 'en'): Promise<Phases> {
  await page.goto(`/${locale}/exercises/scope-get/`);
  const ws = page.locator('[data-workspace="scope-get"]');
  // The warm-up has 60 s (sandbox-client.ts WARM_DEADLINE_MS): on a loaded machine it needs them.
  await expect(ws).toHaveAttribute('data-engine', /^(ready|cold)$/, { timeout: 120_000 });
  await expect(ws).toHaveAttribute('data-engine', 'ready');
  return JSON.parse((await ws.getAttribute('data-engine-phases')) ?? '{}') as Phases;
}

async function checkOutcome(page: Page): Promise<string> {
  const ws = page.locator('[data-workspace="scope-get"]');
  await ws.evaluate((el) => el.removeAttribute('data-outcome'));
  await page.locator('[data-action="check"]').click();
  await expect(ws).toHaveAttribute('data-outcome', /.+/, { timeout: 60_000 });
  return (await ws.getAttribute('data-outcome')) ?? '';
}

test('the engine takes every package it checks from the site snapshot, and grades the same', async ({
  page,
}) => {
  const fetched: string[] = [];
  const sources: string[] = [];
  // Counted when asked for, not when finished: the snapshot's worker reads the body as it streams
  // in, and under load the finished event was seen to come after the engine was ready.
  page.on('request', (r) => {
    if (r.url().includes('/go-snapshot')) fetched.push(r.url());
  });
  page.on('requestfinished', (r) => {
    // A build reads them with a synchronous request; the idle engine's copy kept for later (for a
    // build with the network gone: offline-after-load.spec.ts) is a fetch, made once it sat idle.
    if (r.url().includes('/go-sources') && r.resourceType() !== 'fetch') sources.push(r.url());
  });
  const phases = await engineReady(page);
  expect(fetched).toHaveLength(1);
  expect(phases.snapshot).toBe('used');
  // The warm-up Check of the starter checked no registry package itself: the snapshot had them all.
  expect(phases.checkedBeyondSnapshot).toBe(false);
  // Where the worker's start went (bench/site.ts prints it): each moment and part was measured.
  for (const k of [
    'snapshotGunzipMs',
    'snapshotReadMs',
    'bytesAt',
    'unzippedAt',
    'readerAt',
    'codeAt',
  ] as const)
    expect(phases[k], k).toBeGreaterThanOrEqual(0);
  // The snapshot is decompressed as soon as its bytes are there, not after the toolchain's code.
  expect(phases.unzippedAt).toBeGreaterThanOrEqual(phases.bytesAt ?? Number.NaN);
  // The starter fails scope-get's check, as it does without a snapshot (workspace.spec.ts).
  expect(await checkOutcome(page)).toBe('check:fail');
  // The registry packages' Go texts are not in the engine's code, and with the snapshot in use no
  // build needs them (scripts/site-go-texts.ts).
  expect(sources).toEqual([]);
});

test('the engine gets ready beside the editor, not after it: it reads its snapshot and runs the first build without waiting for the editor', async ({
  page,
}) => {
  // The editor's chunk is held back until the engine is ready: the worker must neither wait for the
  // editor to read the snapshot nor to load the grader and build the starter. Before, the first build
  // waited for the editor, and this waited until the test's timeout.
  const ws = page.locator('[data-workspace="scope-get"]');
  await page.route('**/_astro/editor*.js', async (r) => {
    await expect(ws).toHaveAttribute('data-engine', 'ready', { timeout: 120_000 });
    await r.continue();
  });
  // The learner turns to the code at once (the editor loads on intent): its chunk is asked for, held.
  await page.goto('/en/exercises/scope-get/');
  await ws.locator('[data-static-text]').click();
  await expect(ws).toHaveAttribute('data-editor', 'loading');
  await expect(ws).toHaveAttribute('data-engine', /^(ready|cold)$/, { timeout: 120_000 });
  await expect(ws).toHaveAttribute('data-engine', 'ready');
  const phases = JSON.parse((await ws.getAttribute('data-engine-phases')) ?? '{}') as Phases;
  const engineMs = Number(await ws.getAttribute('data-engine-ms'));
  expect(phases.snapshotReadAt).toBeGreaterThan(0);
  expect(phases.engineStartedAt).toBeLessThan(engineMs);
  // The editor still comes, after the engine, and Check works with it.
  await expect(ws).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  expect(Number(await ws.getAttribute('data-editor-ms'))).toBeGreaterThan(engineMs);
  expect(await checkOutcome(page)).toBe('check:fail');
});

test('the exercise page starts its engine workers while it is parsed, before its module scripts run', async ({
  page,
}) => {
  // The page's HTML starts the workers (its head: exercises/[id].astro, engine-boot.ts), while the
  // document is still loading; the workspace's module script, which started them before, runs only once it is parsed.
  await page.addInitScript(() => {
    const Real = window.Worker;
    const made: { url: string; state: DocumentReadyState }[] = [];
    (window as unknown as { madeWorkers: typeof made }).madeWorkers = made;
    window.Worker = class extends Real {
      constructor(url: string | URL, opts?: WorkerOptions) {
        super(url, opts);
        made.push({ url: String(url), state: document.readyState });
      }
    };
  });
  const phases = await engineReady(page);
  expect(phases.snapshot).toBe('used');
  const made = await page.evaluate(
    () => (window as unknown as { madeWorkers: { url: string; state: string }[] }).madeWorkers,
  );
  const engine = made.filter((m) => /\/_astro\/(snapshot-)?worker-[\w-]+\.js$/.test(m.url));
  expect(engine.map((m) => m.state)).toEqual(['loading', 'loading']);
  // From the head, before the stylesheets: an inline script waits for every stylesheet above it, and
  // in the workspace's markup it came after Starlight's stylesheets and header.
  const exercise = await (await page.request.get('/en/exercises/scope-get/')).text();
  const head = exercise.slice(0, exercise.indexOf('</head>'));
  expect(head).toContain('__oplabEarlyEngine');
  expect(head.indexOf('__oplabEarlyEngine')).toBeLessThan(head.search(/<link rel="stylesheet"/));
  // Started once (the script after the workspace's data only hands those workers the exercise).
  expect(exercise.split('function startWorkers')).toHaveLength(2);
  // A lesson's embedded workspace starts no worker from its HTML (only once the learner comes near).
  const html = await (await page.request.get('/en/lessons/scope/')).text();
  expect(html).toContain('data-workspace');
  expect(html).not.toContain('__oplabEarlyEngine');
});

test('an exercise page’s engine worker loads the grader without waiting for the page’s first request', async ({
  page,
}) => {
  // The workspace's module never loads, so the page never asks for the warm-up: the worker its HTML
  // started still fetches the grader's code (src/sandbox/worker.ts, the page's word says `warm`).
  await page.route('**/_astro/workspace.*.js', (r) => r.abort());
  const grader = page.waitForRequest(/\/_astro\/grade-[\w-]+\.js$/, { timeout: 60_000 });
  await page.goto('/en/exercises/scope-get/');
  await grader;
  expect(await page.locator('[data-workspace="scope-get"]').getAttribute('data-engine')).toBeNull();
});

test('an exercise page’s engine worker begins the warm-up on its HTML’s word and answers the page’s own request with it', async ({
  page,
}) => {
  // The HTML hands the worker its exercise right after the workspace's data (engine-boot.ts
  // earlyWarmScript): with the workspace's module never loading, the warm-up still runs (its check
  // families' chunks are fetched only by a job).
  await page.route('**/_astro/workspace.*.js', (r) => r.abort());
  const family = page.waitForRequest(/\/_astro\/(scope|outcome)-[\w-]+\.js$/, { timeout: 60_000 });
  await page.goto('/en/exercises/scope-get/');
  await family;
  await page.unroute('**/_astro/workspace.*.js');

  // With the module there, its warm request is answered by that warm-up, not by a second one.
  const phases = await engineReady(page);
  expect(phases.earlyWarm).toBe(true);
  expect(phases.snapshot).toBe('used');
  expect(await checkOutcome(page)).toBe('check:fail');

  // Data the worker cannot read is ignored: the page's own request runs the warm-up.
  await page.route('**/en/exercises/scope-get/', async (r) => {
    const res = await r.fetch();
    const html = (await res.text()).replace('data:d.textContent', 'data:"{not json"');
    await r.fulfill({ response: res, body: html });
  });
  const late = await engineReady(page);
  expect(late.earlyWarm).toBe(false);
  expect(late.snapshot).toBe('used');
  expect(await checkOutcome(page)).toBe('check:fail');
});

test('an engine worker started early whose script failed to load is replaced, not waited for', async ({
  page,
}) => {
  // The first request for the worker's script fails (the page started it beside the editor); the
  // sandbox host must not take that dead worker for the warm-up, which would wait out its 60 s.
  let failed = 0;
  await page.route('**/_astro/worker-*.js', (r) => {
    if (failed++ === 0) return r.fulfill({ status: 500, body: 'boom' });
    return r.continue();
  });
  const phases = await engineReady(page);
  expect(failed).toBeGreaterThanOrEqual(2);
  expect(phases.snapshot).toBe('used');
});

test('the snapshot comes from a worker the page starts beside the engine, or, when that worker cannot load, from the engine worker itself', async ({
  page,
}) => {
  const started: string[] = [];
  page.on('worker', (w) => started.push(w.url().replace(/.*\//, '')));
  const phases = await engineReady(page);
  expect(phases.snapshot).toBe('used');
  expect(started.some((u) => u.startsWith('snapshot-worker'))).toBe(true);
  // The function bodies' groups the first Check reads (the pack's hot groups) came decompressed with
  // the snapshot's main part: the engine's thread inflated none of them itself.
  expect(phases.hotGroups).toBeGreaterThan(0);
  expect(phases.inflatedGroups).toBe(0);

  await page.route('**/snapshot-worker-*', (r) => r.fulfill({ status: 404, body: 'Not found' }));
  const fetched: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().includes('/go-snapshot')) fetched.push(r.url());
  });
  const without = await engineReady(page);
  expect(without.snapshot).toBe('used');
  expect(without.checkedBeyondSnapshot).toBe(false);
  // The engine worker decompressed the main part itself, and the hot groups with it.
  expect(without.hotGroups).toBeGreaterThan(0);
  expect(without.inflatedGroups).toBe(0);
  expect(fetched).toHaveLength(1);
  expect(await checkOutcome(page)).toBe('check:fail');
});

// The snapshot is fetched by a worker the page starts beside the engine's (src/sandbox/snapshot-worker.ts):
// these routes reach its requests too.
for (const [name, body] of [
  ['missing (404)', undefined],
  ['not a snapshot', gzipSync(Buffer.from('<!doctype html><title>Not found</title>'))],
] as const) {
  test(`a snapshot that is ${name} leaves the engine checking packages itself`, async ({ page }) => {
    await page.route('**/go-snapshot*', (r) =>
      body === undefined ? r.fulfill({ status: 404, body: 'Not found' }) : r.fulfill({ status: 200, body }),
    );
    const sources: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/go-sources')) sources.push(r.url());
    });
    const phases = await engineReady(page);
    expect(phases.snapshot).toBe(body === undefined ? 'missing' : 'rejected');
    expect(phases.checkedBeyondSnapshot).toBe(true);
    // Checking them itself, it parsed their Go texts: fetched once, when first needed.
    expect(sources).toHaveLength(1);
    expect(await checkOutcome(page)).toBe('check:fail');
  });
}

test('a snapshot whose last part does not come still serves every function body, each asked for by range', async ({
  page,
}) => {
  // The body ends right after the table and the main stream (the hot groups with it): the engine
  // reads those and runs; a build that needs another group's bytes asks for them alone, at once.
  const ranges: string[] = [];
  await page.route('**/_astro/go-snapshot.*', async (r) => {
    const bytes = builtFile(r.request().url());
    const range = r.request().headers().range;
    if (range !== undefined) {
      ranges.push(range);
      const [, from, to] = /^bytes=(\d+)-(\d+)$/.exec(range) ?? [];
      return r.fulfill({
        status: 206,
        headers: { 'content-range': `bytes ${from}-${to}/${bytes.length}` },
        body: bytes.subarray(Number(from), Number(to) + 1),
      });
    }
    const word = (i: number) => bytes.readUInt32LE(4 + i * 4);
    const mainEnd = 4 + 5 * 4 + word(0) * 12 + word(4) * 4 + word(2);
    return r.fulfill({ status: 200, body: bytes.subarray(0, mainEnd) });
  });
  // The playground's Memcached operator, its controller calling math/rand's Perm, whose body no
  // exercise's warm-up reads (the hot groups, which came whole, are those).
  const pg = page.locator('[data-playground]');
  await page.goto('/en/playground/');
  await expect(pg).toHaveAttribute('data-editor', 'ready', { timeout: 60_000 });
  page.once('dialog', (d) => void d.accept());
  await page.locator('[data-template]').selectOption('memcached');
  await page.locator('[data-action="load"]').click();
  const path = 'internal/controller/memcached_controller.go';
  const original = readFileSync(join(import.meta.dirname, '../../examples/memcached', path), 'utf8');
  const edited = `${original.replace('import (', 'import (\n\t"math/rand"')}\nfunc init() { _ = rand.New(rand.NewSource(7)).Perm(5) }\n`;
  await page.evaluate(
    ([p, t]) => {
      const w = window as unknown as { oplabPlayground: { editor: { replace(p: string, t: string): void } } };
      w.oplabPlayground.editor.replace(p, t);
    },
    [path, edited],
  );
  await page.locator('[data-action="run"]').click();
  await expect(pg).toHaveAttribute('data-outcome', /^run:/, { timeout: 150_000 });
  expect(await pg.getAttribute('data-outcome')).toBe('run:run:0');
  expect(ranges.length).toBeGreaterThan(0);
  for (const r of ranges) expect(r).toMatch(/^bytes=\d+-\d+$/);
});

test('a pause in typing builds the edited files ahead of Check (zh-cn page too)', async ({ page }) => {
  await engineReady(page, 'zh-cn');
  const ws = page.locator('[data-workspace="scope-get"]');
  await openEditor(ws);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n// a pause after this line');
  // engine.ts records how long the prepared build took once it is done.
  await expect(ws).toHaveAttribute('data-prepared', /^\d+$/, { timeout: 60_000 });
  expect(await checkOutcome(page)).toBe('check:fail');
});

test('the page’s engine loads the REST layer only for code that names a REST client, and then it serves it', async ({
  page,
}) => {
  // client-go's REST client answers through the REST layer (src/kube/rest/handler.ts), which the page's
  // engine binds only before a program naming it (engine-handlers.ts restTransportFor). The learner's
  // draft reads the Secret through a typed client's RESTClient(); the starter, which the warm-up
  // checks, names none.
  const solution = readFileSync(
    join(import.meta.dirname, '../../exercises/scope-get/solution/internal/controller/app_controller.go'),
    'utf8',
  );
  const viaRest = solution
    .replace('\t"k8s.io/apimachinery/pkg/types"\n', '')
    .replace(
      '\t"k8s.io/apimachinery/pkg/runtime"\n',
      '\t"k8s.io/apimachinery/pkg/runtime"\n\t"k8s.io/client-go/kubernetes"\n',
    )
    .replace(
      'err := r.Get(ctx, types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}, &secret)',
      'cs := kubernetes.NewForConfigOrDie(ctrl.GetConfigOrDie())\n\terr := cs.CoreV1().RESTClient().Get().Namespace(app.Namespace).Resource("secrets").\n\t\tName(app.Spec.SecretName).Do(ctx).Into(&secret)',
    );
  expect(viaRest).toContain('RESTClient()');
  expect(viaRest).not.toContain('types.');
  const draft = {
    version: 1,
    completed: {},
    drafts: {
      'scope-get': {
        savedAt: '2026-01-01T00:00:00.000Z',
        files: { 'internal/controller/app_controller.go': viaRest },
      },
    },
    lastPlace: null,
  };
  await page.addInitScript((d) => localStorage.setItem('oplab.progress', d), JSON.stringify(draft));
  const restLayer: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/handler-/.test(r.url())) restLayer.push(r.url());
  });
  await engineReady(page);
  expect(restLayer).toEqual([]);
  // Graded as the CLI grades it (`oplab grade scope-get FILE`: 3 of 3 checks pass), the Get traced.
  expect(await checkOutcome(page)).toBe('check:pass');
  expect(restLayer).toHaveLength(1);
});

test('the page’s engine leaves out CEL, text/template, encoding/binary, big.Float, third-party API types and the check families its exercise does not use', async ({
  page,
}) => {
  // scripts/site-lazy-parts.ts: chunks of their own, loaded before a job that names them (a CRD with
  // CEL rules, an import of text/template, the exercise's checks) or run again once loaded.
  const solution = readFileSync(
    join(import.meta.dirname, '../../exercises/scope-get/solution/internal/controller/app_controller.go'),
    'utf8',
  );
  const draft = {
    version: 1,
    completed: {},
    drafts: {
      'scope-get': {
        savedAt: '2026-01-01T00:00:00.000Z',
        files: { 'internal/controller/app_controller.go': solution },
      },
    },
    lastPlace: null,
  };
  await page.addInitScript((d) => localStorage.setItem('oplab.progress', d), JSON.stringify(draft));
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/_astro\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    if (m) chunks.push(m[1]!);
  });
  await engineReady(page);
  expect(await checkOutcome(page)).toBe('check:pass');
  // scope-get's checks are scope.* and outcome.*: rbac's family is not fetched either (outcome.ts
  // and rbac.ts share their note on other verbs through context.ts, not an import of rbac.ts).
  expect(chunks).toEqual(expect.arrayContaining(['scope', 'outcome']));
  for (const unused of [
    'validate',
    'template',
    'extra',
    'float',
    'extapi',
    'status',
    'webhook',
    'program',
    'rbac',
  ])
    expect(chunks).not.toContain(unused);
});

/**
 * JavaScript a page fetches by network idle, gzip, in KB. Budgets are what the pages fetch today with
 * some room, as packages keep landing (exercise 1279 KB on 2 December; issue 18's targets are lower:
 * 600 KB and 20 KB; Monaco alone is ~735 KB gzip, bench/bundle.ts). The lesson fetched 31.7 KB
 * before Pagefind's UI waited for the search to open (src/site/lazy-pagefind-ui.ts), 6.4 KB after.
 * The exercise page's 1,329 KB became 1,404 KB when its warm-up stopped waiting for the editor: the
 * same files, but the grader's, the runner's and the page's engine client (75 KB) now come before
 * network idle, where they came after it. The sizes do not depend on the machine's load.
 * 1,404 KB became 676 KB when Monaco (734 KB) began loading on the learner's intent rather than
 * with the page (src/workspace/workspace.ts loadEditorOnIntent): what is left is the engine.
 * 680 KB became 491 KB when the registry packages' Go texts left the engine worker's code
 * (scripts/site-go-texts.ts): fetched as data only when a build parses one.
 * 560 KB became issue 18's own target, 600 KB, in session 28 (598.5 KB): client-go's REST client
 * (src/kube/gopkg/client-go/rest.ts) answers through the REST layer (src/kube/rest/handler.ts), whose
 * static import put ~30 KB of it in the engine's Kubernetes chunk. In session 29 the page's engine
 * binds that layer late, before a run only when a program names a REST client (the test above): the
 * page fetched 569.1 KB. Session 29's other work then added ~20 KB to the engine's chunks (five more
 * k8s.io/api groups in client-go's scheme, as the real one registers them; go/parser's error paths for
 * vet and test files; the Job template's internal types): 589.3 KB (after keeping the encoder's
 * protobuf tables out, 604 KB before). The budget is issue 18's target again.
 * Session 30 left 598.3 KB. In session 31 CEL, text/template's natives and the grader's check
 * families other than the exercise's became chunks the engine loads when a job needs them
 * (scripts/site-lazy-parts.ts, the test above): 567.5 KB. Sessions 32–44 brought it back to 603.2 KB;
 * in session 44 the YAML parser (29 KB) became such a part too, loaded for a job whose files hold
 * YAML (a Run's cluster views, a project's manifests): 574.1 KB.
 */
const BUDGET_KB = { exercise: 600, lesson: 12 };

/**
 * The scripts a page requested (its workers' included) and their size, gzip, in KB, counted from the
 * built files the static server sends (dist/): the response bodies Playwright keeps could be gone by
 * the time they were read, and one run counted 3.8 KB for the exercise page that way.
 */
async function jsGzipKb(
  page: Page,
  path: string,
  settled?: () => Promise<void>,
): Promise<{
  kb: number;
  urls: string[];
}> {
  const urls = new Set<string>();
  for (const { url } of await requestedBy(page, path, settled))
    if (/\.m?js(\?|$)/.test(url)) urls.add(new URL(url).pathname);
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(builtFile(u)).length;
  return { kb: bytes / 1024, urls: [...urls] };
}

test('an exercise page and a lesson fetch no more JavaScript than their budgets', async ({ page }) => {
  // The exercise page's engine starts from its HTML; its worker's scripts are counted once it is ready
  // (on a busy machine the worker's first request could come after a half second of quiet).
  const ws = page.locator('[data-workspace="scope-get"]');
  const exercise = await jsGzipKb(page, '/en/exercises/scope-get/', () =>
    expect(ws).toHaveAttribute('data-engine', /^(ready|cold)$/, { timeout: 120_000 }),
  );
  // It did load the engine: the worker's script is among what it fetched.
  expect(exercise.urls.some((u) => /\/_astro\/worker[.-]/.test(u))).toBe(true);
  expect(exercise.kb).toBeGreaterThan(100);
  expect(exercise.kb).toBeLessThanOrEqual(BUDGET_KB.exercise);
  const lesson = await jsGzipKb(page, '/en/lessons/how-an-operator-works/');
  console.log(
    `JS by network idle, gzip: exercise ${exercise.kb.toFixed(1)} KB, lesson ${lesson.kb.toFixed(1)} KB`,
  );
  expect(lesson.kb).toBeLessThanOrEqual(BUDGET_KB.lesson);
});
