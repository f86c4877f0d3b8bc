// Where the engine worker's thread spends its CPU from its first instruction to engine ready, by
// function: a V8 CPU profile of the worker (CDP Profiler on the worker's own target, started while the
// worker waits for the debugger, so its module compile and evaluation are in it too) of one cold load
// of an exercise page. Prints the self time by script (chunk) and the functions with the most self
// time and the most total time, with the V8 categories ((program), (garbage collector), compile).
// Build first (`npm run build`), then: node bench/site-worker-profile.ts [LOADS] [--save FILE.cpuprofile]
// (--from FILE.cpuprofile reads a saved profile instead; SITE_DIST / BENCH_PORT as in bench/site.ts, BENCH_EXERCISE the page, default scope-get; with
// several loads the figures are summed over them). The profile itself slows the worker (~10-20%);
// compare profiles with profiles.
// With --check, the profile is of the first Check after an edit instead (the exercise's solution as
// the learner's draft, the engine warmed on the starter, an edit, the typing pause's prepared build,
// then Check, as bench/site.ts measures it): from the click to the report.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.ts';
import { markEngineReady } from './engine-ready-mark.ts';
import { serveDist } from './serve-dist.ts';
import { loadAverage, solutionDraft } from './site-common.ts';

const root = join(import.meta.dirname, '..');
const dist = process.env.SITE_DIST ?? join(root, 'dist');
const port = Number(process.env.BENCH_PORT ?? 4394);
const debugPort = port + 1;
const exercise = process.env.BENCH_EXERCISE ?? 'scope-get';
const loads = Number(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 1);
const saveAt = process.argv.indexOf('--save');
const save = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
const checkAfterEdit = process.argv.includes('--check');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** A raw CDP connection (flattened sessions): Playwright's sessions cannot address a worker's target. */
async function connect(wsUrl: string) {
  const ws = new WebSocket(wsUrl);
  await new Promise((r, j) => {
    ws.onopen = r;
    ws.onerror = j;
  });
  let next = 1;
  const waiting = new Map<number, (m: { result?: unknown; error?: unknown }) => void>();
  const listeners: ((m: { method: string; params: never; sessionId?: string }) => void)[] = [];
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data));
    if (m.id !== undefined) waiting.get(m.id)?.(m);
    else for (const l of listeners) l(m);
  };
  const send = <T = unknown>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, (m) => (m.error ? reject(new Error(JSON.stringify(m.error))) : resolve(m.result as T)));
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  return { send, on: (l: (typeof listeners)[number]) => listeners.push(l), close: () => ws.close() };
}

const fromAt = process.argv.indexOf('--from');
const from = fromAt > 0 ? process.argv[fromAt + 1] : undefined;
const profiles: Profile[] = [];
const readyAt: number[] = [];
if (from) profiles.push(JSON.parse(readFileSync(from, 'utf8')) as Profile);
const stop = from ? () => {} : await serveDist(dist, port);
try {
  if (from) throw 'skip';
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  });
  console.log(`load average at start: ${loadAverage()}`);
  const version = (await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext();
    await markEngineReady(context);
    if (checkAfterEdit) {
      const draft = {
        version: 1,
        completed: {},
        drafts: { [exercise]: { savedAt: '2026-01-01T00:00:00.000Z', files: solutionDraft(exercise) } },
        lastPlace: null,
      };
      await context.addInitScript((d) => localStorage.setItem('oplab.progress', d), JSON.stringify(draft));
    }
    const page = await context.newPage();
    await page.goto('about:blank');
    const cdp = await connect(version.webSocketDebuggerUrl);
    const { targetInfos } = await cdp.send<{
      targetInfos: { targetId: string; type: string; url: string }[];
    }>('Target.getTargets');
    // The newest blank page is ours.
    const target = targetInfos.filter((t) => t.type === 'page' && t.url === 'about:blank').at(-1);
    if (!target) throw new Error('no page target');
    const { sessionId: pageSession } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: true,
    });
    let engineSession: string | undefined;
    const started = new Promise<void>((resolveStarted) => {
      cdp.on((m) => {
        if (m.method !== 'Target.attachedToTarget') return;
        const p = m.params as { sessionId: string; targetInfo: { type: string; url: string } };
        void (async () => {
          if (p.targetInfo.type === 'worker' && /\/worker-[^/]*\.js/.test(p.targetInfo.url)) {
            engineSession = p.sessionId;
            await cdp.send('Profiler.enable', {}, p.sessionId);
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 }, p.sessionId);
            if (!checkAfterEdit) await cdp.send('Profiler.start', {}, p.sessionId);
            resolveStarted();
          }
          await cdp.send('Runtime.runIfWaitingForDebugger', {}, p.sessionId).catch(() => {});
        })();
      });
    });
    await cdp.send(
      'Target.setAutoAttach',
      { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
      pageSession,
    );
    await page.goto(`http://127.0.0.1:${port}/en/exercises/${exercise}/`);
    await started;
    await page.waitForSelector('[data-workspace][data-bench-engine-at]', {
      timeout: 120_000,
      state: 'attached',
    });
    readyAt.push(Number(await page.getAttribute('[data-workspace]', 'data-bench-engine-at')));
    if (checkAfterEdit) {
      // A click into the code (the editor), an edit, the pause's prepared build, then Check.
      const text = page.locator('[data-workspace] [data-static-text]');
      if ((await text.boundingBox()) !== null) {
        await text.scrollIntoViewIfNeeded();
        const box = await text.boundingBox();
        if (box !== null) await page.mouse.click(box.x + box.width / 2, box.y + 40);
      }
      await page.waitForSelector('[data-workspace][data-editor="ready"]', { timeout: 60_000 });
      await page.click('.ws-monaco .view-lines');
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n// an edit');
      await page.waitForSelector('[data-workspace][data-prepared]', { timeout: 30_000, state: 'attached' });
      await cdp.send('Profiler.start', {}, engineSession);
      await page.click('[data-action="check"]');
      await page.waitForSelector('[data-workspace][data-outcome]', { timeout: 60_000 });
      console.log(
        `load ${i + 1}: first Check after an edit ${await page.getAttribute('[data-workspace]', 'data-check-ms')} ms (${await page.getAttribute('[data-workspace]', 'data-outcome')})`,
      );
    }
    const { profile } = await cdp.send<{ profile: Profile }>('Profiler.stop', {}, engineSession);
    profiles.push(profile);
    console.log(
      `load ${i + 1}: engine ready ${readyAt.at(-1)} ms; phases ${await page.getAttribute('[data-workspace]', 'data-engine-phases')}`,
    );
    cdp.close();
    await context.close();
  }
  await browser.close();
} catch (e) {
  if (e !== 'skip') throw e;
} finally {
  stop();
}
if (save && profiles[0]) writeFileSync(save, JSON.stringify(profiles[0]));

// The build's source maps (OPLAB_BUNDLE_MAPS=1): a function's place and name in src/.
const maps = new Map<string, SourceMap | undefined>();
function original(file: string, line: number, col: number): { name?: string; where: string } | undefined {
  if (!maps.has(file)) {
    const path = join(dist, '_astro', `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : undefined);
  }
  const e = maps.get(file)?.findEntry(line, col) as
    | { originalSource?: string; originalLine?: number; name?: string }
    | undefined;
  if (!e?.originalSource) return undefined;
  const src = e.originalSource.replace(/^.*?\/(src|node_modules)\//, '$1/');
  return { name: e.name, where: `${src}:${(e.originalLine ?? 0) + 1}` };
}

// Self and total time per function, and self time per script, over all profiles.
const self = new Map<string, number>();
const total = new Map<string, number>();
const byUrl = new Map<string, number>();
const bySource = new Map<string, number>();
let all = 0;
for (const prof of profiles) {
  const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => {
    const f = n.callFrame;
    const file = f.url.split('/').pop() ?? '';
    const at = original(file, f.lineNumber, f.columnNumber);
    if (at) return `${at.name ?? f.functionName ?? '(anonymous)'} ${at.where}`;
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  };
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000;
    const n = nodes.get(prof.samples[i] as number);
    if (!n || n.callFrame.functionName === '(idle)') continue;
    all += dt;
    self.set(name(n), (self.get(name(n)) ?? 0) + dt);
    const file = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
    byUrl.set(file, (byUrl.get(file) ?? 0) + dt);
    const src = original(file, n.callFrame.lineNumber, n.callFrame.columnNumber)?.where.replace(/:\d+$/, '');
    if (src) bySource.set(src, (bySource.get(src) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const k = name(nodes.get(id) as ProfileNode);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  }
}
const per = profiles.length;

/**
 * The thread's CPU by phase, per load: its start (the engine's code compiled and evaluated, the
 * snapshot's bytes taken), the snapshot's read (readSnapshot), the silent first Check (warm), the
 * rest. A JavaScript sample belongs to the phase its stack names; a GC or "(program)" sample (no
 * stack) to the phase whose first and last JavaScript samples it falls between, else to the start
 * (before the read) or the rest (after the Check). Under the profiler the start's compile is dearer
 * than without it (the worker is held at its start with a debugger attached).
 */
const PHASES = ['start', 'read', 'check', 'rest'] as const;
const phaseMs = new Map<string, number>();
for (const prof of profiles) {
  const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const named = new Map<number, string>();
  const fnName = (n: ProfileNode): string => {
    if (!named.has(n.id)) {
      const f = n.callFrame;
      named.set(
        n.id,
        original(f.url.split('/').pop() ?? '', f.lineNumber, f.columnNumber)?.name ?? f.functionName,
      );
    }
    return named.get(n.id) ?? '';
  };
  const phaseOf = (id: number): (typeof PHASES)[number] | undefined => {
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const k = fnName(nodes.get(x) as ProfileNode);
      if (k === 'readSnapshot') return 'read';
      if (k === 'warm') return 'check';
    }
    return undefined;
  };
  const samples = prof.samples.map((id, i) => {
    const n = nodes.get(id) as ProfileNode;
    const kind = n.callFrame.functionName;
    const cat = kind === '(garbage collector)' ? 'GC' : kind === '(program)' ? '(program)' : 'JS';
    return {
      cat,
      idle: kind === '(idle)',
      phase: cat === 'JS' ? phaseOf(id) : undefined,
      ms: (prof.timeDeltas[i + 1] ?? 0) / 1000,
    };
  });
  const span = (p: string) => [
    samples.findIndex((s) => s.phase === p),
    samples.findLastIndex((s) => s.phase === p),
  ];
  const [readFirst, readLast] = span('read');
  const [checkFirst, checkLast] = span('check');
  samples.forEach((s, i) => {
    if (s.idle) return;
    const phase =
      s.phase ??
      (readFirst >= 0 && i >= readFirst && i <= readLast
        ? 'read'
        : checkFirst >= 0 && i >= checkFirst && i <= checkLast
          ? 'check'
          : readFirst < 0 || i < readFirst
            ? 'start'
            : 'rest');
    phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + s.ms);
    phaseMs.set(`${phase} ${s.cat}`, (phaseMs.get(`${phase} ${s.cat}`) ?? 0) + s.ms);
  });
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${(v / per).toFixed(1).padStart(7)} ms  ${k}`);
console.log(
  `engine ready (median of ${per}): ${[...readyAt].sort((a, b) => a - b)[Math.floor((per - 1) / 2)]} ms`,
);
console.log(`worker busy (not idle), per load: ${(all / per).toFixed(0)} ms`);
console.log('by phase, per load (JS, GC, "(program)": V8 compiling and other native work):');
for (const p of PHASES) {
  const v = (k: string) => ((phaseMs.get(k) ?? 0) / per).toFixed(0);
  console.log(
    `  ${p.padEnd(6)} ${v(p).padStart(6)} ms  (JS ${v(`${p} JS`)}, GC ${v(`${p} GC`)}, (program) ${v(`${p} (program)`)})`,
  );
}
console.log('self time by script:');
console.log(top(byUrl, 15).join('\n'));
console.log('self time by source file:');
console.log(top(bySource, 30).join('\n'));
console.log('self time by function:');
console.log(top(self, 40).join('\n'));
console.log('total time by function:');
console.log(top(total, 60).join('\n'));
