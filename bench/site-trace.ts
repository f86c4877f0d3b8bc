// Where a cold exercise page's engine worker spends its first seconds: a Chromium performance trace
// (CDP Tracing, the categories DevTools' Performance panel records) of one cold load of
// /en/exercises/scope-get/ until the engine is ready, then, per thread (the page's main thread, the
// engine worker, Monaco's worker), the time in each kind of top-level task: compiling scripts,
// evaluating them, running functions (our code), GC, parsing HTML/CSS, and the idle gaps. With
// `--worker-timeline`, the engine worker's tasks over time (100 ms buckets, what filled each).
// Build first (`npm run build`), then: node bench/site-trace.ts [--worker-timeline] [--save FILE]
// (SITE_DIST / BENCH_PORT as in bench/site.ts).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { markEngineReady } from './engine-ready-mark.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4392);
const base = `http://127.0.0.1:${port}`;
const timeline = process.argv.includes('--worker-timeline');
const saveAt = process.argv.indexOf('--save');
const save = saveAt > 0 ? process.argv[saveAt + 1] : undefined;

if (!existsSync(join(dist, 'en', 'exercises', 'scope-get', 'index.html'))) {
  console.error('bench/site-trace.ts: dist/ has no exercise pages; run `npm run build` first.');
  process.exit(2);
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

const stopServer = await serveDist(dist, port);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  console.log(`load average at start: ${loadAverage()}`);
  const context = await browser.newContext();
  await markEngineReady(context);
  const page = await context.newPage();
  // The browser-wide session: a page's session does not see its workers' threads.
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink',
        'loading',
        'toplevel',
        'disabled-by-default-v8.compile',
      ],
    },
  });
  await page.goto(`${base}/en/exercises/scope-get/`);
  await page.waitForSelector('[data-workspace][data-bench-engine-at]', {
    timeout: 180_000,
    state: 'attached',
  });
  const engineAt = Number(await page.getAttribute('[data-workspace]', 'data-bench-engine-at'));
  const editorMs = Number(await page.getAttribute('[data-workspace]', 'data-editor-ms'));
  const phases = await page.getAttribute('[data-workspace]', 'data-engine-phases');
  await cdp.send('Tracing.end');
  await complete;
  await browser.close();
  if (save) writeFileSync(save, JSON.stringify({ traceEvents: events }));

  // Threads by name (thread_name metadata), the page's first navigation as time zero.
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.url?.includes('scope-get'));
  const t0 = nav?.ts ?? events.reduce((m, e) => (e.ts > 0 && e.ts < m ? e.ts : m), Number.POSITIVE_INFINITY);
  const ms = (us: number) => Math.round(us / 1000);
  console.log(
    `editor ready at ${editorMs} ms, engine ready at ${engineAt} ms (page clock); phases: ${phases ?? '—'}`,
  );

  // Top-level tasks of each thread: RunTask (the scheduler's task) holds everything else; inside it,
  // attribute time to the outermost interesting event.
  const kinds: [RegExp, string][] = [
    [
      /^(v8\.compile|V8\.CompileCode|v8\.compileModule|CompileScript|CompileCode|v8\.produceModuleCache)$/,
      'compile',
    ],
    [/^(EvaluateScript|v8\.evaluateModule|v8\.run|ModuleEvaluate)$/, 'evaluate script/module'],
    [
      /^(FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.callFunction|RunMicrotasks)$/,
      'run JS (functions, microtasks)',
    ],
    [/^(MajorGC|MinorGC|V8\.GC.*|BlinkGC.*)$/, 'GC'],
    [
      /^(ParseHTML|ParseAuthorStyleSheet|UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|UpdateLayer.*|RecalculateStyles)$/,
      'HTML/CSS/layout/paint',
    ],
    [/^(ResourceReceivedData|ResourceFinish|ResourceReceiveResponse|ResourceSendRequest)$/, 'network events'],
  ];
  const kindOf = (name: string) => kinds.find(([re]) => re.test(name))?.[1];
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || e.ts < t0) continue;
    const k = `${e.pid}:${e.tid}`;
    const list = byThread.get(k) ?? [];
    list.push(e);
    byThread.set(k, list);
  }
  const end = t0 + engineAt * 1000;
  for (const [key, list] of byThread) {
    const name = names.get(key) ?? key;
    if (!/CrRendererMain|DedicatedWorker|Compositor|ThreadPoolForeground/.test(name)) continue;
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Outermost tasks only (a RunTask can hold another).
    const tasks: TraceEvent[] = [];
    for (const e of list)
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
        const last = tasks.at(-1);
        if (last === undefined || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
      }
    const busy = tasks.filter((e) => e.ts < end).reduce((n, e) => n + Math.min(e.dur ?? 0, end - e.ts), 0);
    if (busy < 50_000) continue;
    // Outermost classified event in each task.
    const shares = new Map<string, number>();
    const scripts = new Map<string, number>();
    let coveredUntil = 0;
    for (const e of list) {
      if (e.ts >= end) break;
      const kind = kindOf(e.name);
      if (kind === undefined || e.ts < coveredUntil) continue;
      const d = Math.min(e.dur ?? 0, end - e.ts);
      shares.set(kind, (shares.get(kind) ?? 0) + d);
      coveredUntil = e.ts + (e.dur ?? 0);
      if (kind === 'compile' || kind === 'evaluate script/module') {
        const url = (e.args?.data?.url ?? '').replace(/^.*\//, '') || '(inline)';
        scripts.set(`${kind}: ${url}`, (scripts.get(`${kind}: ${url}`) ?? 0) + d);
      }
    }
    const first = tasks[0]?.ts ?? t0;
    console.log(
      `\n${name} (${key}): first task at ${ms(first - t0)} ms; busy ${ms(busy)} ms of the ${ms(end - Math.max(first, t0))} ms until engine ready`,
    );
    for (const [k, v] of [...shares].sort((a, b) => b[1] - a[1]))
      console.log(`  ${k.padEnd(34)} ${ms(v)} ms`);
    const top = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [k, v] of top) if (v > 20_000) console.log(`    ${k.padEnd(60)} ${ms(v)} ms`);
    if (timeline && /DedicatedWorker/.test(name)) {
      // 250 ms buckets of the worker's life: busy ms and its largest kind.
      const bucket = 250_000;
      for (let b = first; b < end; b += bucket) {
        const inB = new Map<string, number>();
        let busyB = 0;
        for (const t of tasks) {
          const s = Math.max(t.ts, b);
          const f = Math.min(t.ts + (t.dur ?? 0), b + bucket);
          if (f > s) busyB += f - s;
        }
        let cov = 0;
        for (const e of list) {
          const kind = kindOf(e.name);
          if (kind === undefined || e.ts < cov) continue;
          cov = e.ts + (e.dur ?? 0);
          const s = Math.max(e.ts, b);
          const f = Math.min(e.ts + (e.dur ?? 0), b + bucket);
          if (f > s) inB.set(kind, (inB.get(kind) ?? 0) + f - s);
        }
        const desc = [...inB]
          .sort((x, y) => y[1] - x[1])
          .map(([k, v]) => `${k} ${ms(v)}`)
          .join(', ');
        console.log(
          `    ${String(ms(b - t0)).padStart(6)} ms: busy ${String(ms(busyB)).padStart(3)}  ${desc}`,
        );
      }
    }
  }
  console.log(`load average at end: ${loadAverage()}`);
} finally {
  stopServer();
}
