// Run and Check for a workspace: sends the learner's files to the engine worker, and puts what comes
// back into the panels and the editor's markers. Loaded on the first Run or Check.
import type { WorkerMoments } from '../sandbox/engine-handlers.ts';
import type { JobOutcome, SandboxHost } from '../sandbox/host.ts';
import type { GradeView, RunView } from '../sandbox/results.ts';
import { h } from './dom.ts';
import { emitWorkspaceEvent } from './events.ts';
import { diagnosticMarkers, type MarkerSpec, reportMarkers } from './markers.ts';
import { checkCounts, renderCompileOnly, renderReport } from './report-view.ts';
import { renderCluster, renderLogs } from './run-views.ts';
import { CHECK_DEADLINE_MS, createSandbox, RUN_DEADLINE_MS, WARM_DEADLINE_MS } from './sandbox-client.ts';
import { renderTrace } from './trace-view.ts';
import type { Workspace } from './workspace.ts';

export interface EngineClient {
  /** Starts the engine worker and has it load its packages, so the first Run does not pay for that. */
  warm(ws: Workspace): void;
  /**
   * Builds the learner's current files in the worker (typing has paused), so the next Check or Run
   * finds the build made and only runs. At most one waits behind the one being built.
   */
  prepare(ws: Workspace): void;
  run(ws: Workspace): Promise<void>;
  check(ws: Workspace): Promise<void>;
}

let shared: EngineClient | undefined;

/** One engine worker per page, shared by its workspaces (jobs queue). */
export function engineClient(): EngineClient {
  shared ??= makeClient(createSandbox());
  return shared;
}

/** A panel's new result: it is current again (see Workspace.markStale). */
function fill(panel: HTMLElement, content: HTMLElement): void {
  panel.replaceChildren(content);
  panel.dataset.filled = 'true';
  delete panel.dataset.stale;
}

function setMarkers(ws: Workspace, markers: MarkerSpec[]): void {
  ws.showMarkers(markers); // kept for the editor when it is not loaded yet
}

/**
 * A timeout or crash: say so plainly, in the status line and in the Logs panel; the code is untouched.
 * The host has replaced the worker; `rewarm` gets the new one ready for the next Run.
 */
function problem(
  ws: Workspace,
  outcome: Exclude<JobOutcome, { kind: 'done' }>,
  mode: 'run' | 'check',
  durationMs: number,
  rewarm?: () => void,
): void {
  if (outcome.kind !== 'failed') rewarm?.();
  const exercise = ws.data.id;
  if (mode === 'run')
    emitWorkspaceEvent(ws.root, 'oplab:run', {
      exercise,
      stage: 'stopped',
      exitCode: -1,
      reconciles: 0,
      apiCalls: 0,
      durationMs,
    });
  else
    emitWorkspaceEvent(ws.root, 'oplab:check', {
      exercise,
      passed: false,
      status: 'stopped',
      checks: [],
      durationMs,
    });
  const t = ws.t;
  const text =
    outcome.kind === 'timeout'
      ? t.timeout(Math.round(outcome.afterMs / 1000))
      : outcome.kind === 'crashed'
        ? t.crashed(outcome.message)
        : t.failed(outcome.message);
  ws.status(text);
  ws.root.dataset.outcome = outcome.kind;
  const out = outcome.output.map((c) => c.text).join('');
  fill(ws.panel('logs'), renderLogs(out, '', [], t, text));
  ws.selectPanel('logs');
}

/**
 * The grader's report schema (zod, ~25 KB gzip with its core), which checks each report the worker
 * sends: loaded once the engine is warm (or at the first Check), not with the page, whose first second
 * is the engine's busiest on a 2-core machine.
 */
let reportSchema: Promise<typeof import('../grader/report.ts')> | undefined;
const loadReportSchema = () => {
  reportSchema ??= import('../grader/report.ts');
  reportSchema.catch(() => {
    reportSchema = undefined; // offline, say: the next Check tries again
  });
  return reportSchema;
};

function makeClient(host: SandboxHost): EngineClient {
  const warm = (ws: Workspace) => {
    ws.root.dataset.engine = 'warming';
    const asked = performance.now();
    void host
      .run({ kind: 'warm', exercise: ws.data.id, bundle: ws.data.bundle }, { timeoutMs: WARM_DEADLINE_MS })
      .then((o) => {
        ws.root.dataset.engine = o.kind === 'done' ? 'ready' : 'cold';
        if (o.kind !== 'done') return;
        void loadReportSchema().catch(() => {});
        // Milliseconds since navigation start, and where they went (measured by bench/site.ts):
        // the page asking, the worker starting, the engine's code loading, the first (silent) Check.
        const now = performance.now();
        const r = o.result as {
          ms?: number;
          loadMs?: number;
          firstJobMs?: number;
          workerAgeMs?: number;
          engineStartedEpochMs?: number;
          snapshot?: string;
          snapshotMs?: number;
          snapshotFetchMs?: number;
          snapshotReadStartedEpochMs?: number;
          snapshotGunzipMs?: number;
          snapshotReadMs?: number;
          checkedBeyondSnapshot?: boolean;
          /** The worker began it on the page's HTML's word (engine-boot.ts earlyWarmScript), before this ask. */
          earlyWarm?: boolean;
          snapshotInflated?: { groups: number; bytes: number; ms: number };
        } & WorkerMoments;
        const pageClock = (epochMs: number | undefined) =>
          epochMs === undefined ? undefined : Math.round(epochMs - performance.timeOrigin);
        ws.root.dataset.engineMs = String(Math.round(now));
        ws.root.dataset.enginePhases = JSON.stringify({
          askedAt: Math.round(asked),
          earlyWarm: r.earlyWarm === true,
          workerStartMs: Math.round(now - asked - (r.ms ?? 0)),
          // The worker's age when the warm job began (its code and the snapshot were still loading).
          workerAgeMs: r.workerAgeMs,
          // When the worker began loading the grader (the first request), on this page's clock.
          engineStartedAt: pageClock(r.engineStartedEpochMs),
          // When it began reading the snapshot (its bytes there, beside the editor), on this page's clock.
          snapshotReadAt: pageClock(r.snapshotReadStartedEpochMs),
          loadMs: r.loadMs,
          firstJobMs: r.firstJobMs,
          snapshot: r.snapshot,
          snapshotMs: r.snapshotMs,
          snapshotFetchMs: r.snapshotFetchMs,
          snapshotGunzipMs: r.snapshotGunzipMs,
          snapshotReadMs: r.snapshotReadMs,
          // On the worker's clock: the snapshot's bytes there, decompressed, the toolchain's code, the rest of the engine's.
          bytesAt: r.bytesAt,
          unzippedAt: r.unzippedAt,
          readerAt: r.readerAt,
          codeAt: r.codeAt,
          // How many groups of function bodies came decompressed with the snapshot's main part.
          hotGroups: r.hotGroups,
          // When they came from the snapshot's worker, and when the engine had them (its clock).
          hotAt: r.hotAt,
          hotSettledAt: r.hotSettledAt,
          // When the rest of the snapshot (its other groups) came, on the worker's clock.
          restAt: r.restAt,
          checkedBeyondSnapshot: r.checkedBeyondSnapshot,
          // Segment groups of the packed snapshot inflated by the end of the first job, and their cost.
          inflatedGroups: r.snapshotInflated?.groups,
          inflatedMs: r.snapshotInflated?.ms,
        });
      });
  };
  // Single flight: while a build is being prepared, a newer request only marks that another is due.
  let preparing = false;
  let again: Workspace | undefined;
  const prepare = (ws: Workspace) => {
    if (preparing) {
      again = ws;
      return;
    }
    preparing = true;
    const started = performance.now();
    void host
      .run(
        { kind: 'prepare', exercise: ws.data.id, files: ws.editableFiles(), bundle: ws.data.bundle },
        { timeoutMs: WARM_DEADLINE_MS },
      )
      .then((o) => {
        // For tests and bench/site.ts: when the last speculative build ended, and how it went.
        ws.root.dataset.prepared =
          o.kind === 'done' ? String(Math.round(performance.now() - started)) : o.kind;
        preparing = false;
        const next = again;
        again = undefined;
        if (next) prepare(next);
      });
  };
  return {
    warm,
    prepare,
    async run(ws) {
      const started = performance.now();
      const outcome = await host.run(
        { kind: 'run-scenario', exercise: ws.data.id, files: ws.editableFiles(), bundle: ws.data.bundle },
        { timeoutMs: RUN_DEADLINE_MS },
      );
      const ms = Math.round(performance.now() - started);
      if (outcome.kind !== 'done') return problem(ws, outcome, 'run', ms, () => warm(ws));
      const run = outcome.result as RunView;
      const t = ws.t;
      ws.root.dataset.outcome = `run:${run.stage}:${run.exitCode}`;
      const jump = (file: string, line: number) => ws.jump(file, line);
      const i = run.interrupted;
      const cutAt: MarkerSpec[] =
        i?.file !== undefined && i.line !== undefined
          ? [{ file: i.file, line: i.line, severity: 'error', message: i.text, source: 'runtime' }]
          : [];
      setMarkers(ws, [...diagnosticMarkers(run.diagnostics), ...cutAt]);
      fill(
        ws.panel('calls'),
        renderTrace(run.trace, new Set(), t, jump, (f) => ws.hasFile(f)),
      );
      fill(ws.panel('cluster'), renderCluster(run, t));
      fill(
        ws.panel('logs'),
        renderLogs(run.stdout, run.stderr, run.logs, t, run.engine === 'go-run' ? t.goRunNote : undefined),
      );
      // The code was cut short (a recovered panic, an endless loop, a crash): say that first, with the
      // line, never "exit status 0" — the program's exit says nothing about a reconcile that panicked.
      const cut = run.interrupted;
      const stopped = cut?.kind === 'loop' || (cut === undefined && /step budget exceeded/.test(run.stderr));
      if (stopped) ws.root.dataset.outcome = 'step-budget';
      else if (cut) ws.root.dataset.outcome = `run:${cut.kind}`;
      if (cut) {
        const where = cut.file !== undefined && cut.line !== undefined ? t.lineRef(cut.file, cut.line) : '';
        ws.status(t.cutShort(cut.kind, where, cut.text, cut.panicked, ms));
      } else if (stopped) {
        ws.status(t.sentences(t.stepBudget, t.ranIn(ms)));
      } else {
        ws.status(
          t.runSummary(
            run.scenario ? run.scenario.title[ws.data.locale] : '',
            run.engine === 'runner' ? run.reconciles : undefined,
            run.exitCode,
            ms,
          ),
        );
      }
      ws.selectPanel(stopped || cut?.kind === 'crash' || run.trace.length === 0 ? 'logs' : 'calls');
      emitWorkspaceEvent(ws.root, 'oplab:run', {
        exercise: ws.data.id,
        stage: stopped ? 'stopped' : run.stage,
        exitCode: run.exitCode,
        reconciles: run.reconciles,
        apiCalls: run.trace.length,
        durationMs: ms,
      });
    },

    async check(ws) {
      const started = performance.now();
      const outcome = await host.run(
        {
          kind: 'grade',
          exercise: ws.data.id,
          files: ws.editableFiles(),
          bundle: ws.data.bundle,
          mode: 'check',
        },
        { timeoutMs: CHECK_DEADLINE_MS },
      );
      const ms = Math.round(performance.now() - started);
      ws.noteChecked();
      if (outcome.kind !== 'done') return problem(ws, outcome, 'check', ms, () => warm(ws));
      const view = outcome.result as GradeView;
      const t = ws.t;
      const jump = (file: string, line: number) => ws.jump(file, line);
      if (view.engine === 'compile-only') {
        ws.root.dataset.outcome = `compile:${view.ok ? 'ok' : 'error'}`;
        setMarkers(ws, diagnosticMarkers(view.diagnostics));
        fill(ws.panel('checks'), renderCompileOnly(view.ok, view.diagnostics, view.stderr, t, jump));
        ws.status(t.sentences(view.ok ? t.compiles : t.doesNotCompile, t.ranIn(ms)));
        ws.selectPanel('checks');
        emitWorkspaceEvent(ws.root, 'oplab:check', {
          exercise: ws.data.id,
          passed: false,
          status: view.ok ? 'error' : 'compile-error',
          checks: [],
          durationMs: ms,
        });
        return;
      }
      let Report: typeof import('../grader/report.ts')['Report'];
      try {
        ({ Report } = await loadReportSchema());
      } catch (e) {
        const message = `the report's schema did not load: ${e instanceof Error ? e.message : String(e)}`;
        return problem(ws, { kind: 'failed', message, output: [] }, 'check', ms);
      }
      const parsed = Report.safeParse(view.report);
      if (!parsed.success) {
        return problem(
          ws,
          { kind: 'failed', message: `malformed report: ${parsed.error.issues[0]?.message}`, output: [] },
          'check',
          ms,
        );
      }
      const report = parsed.data;
      ws.root.dataset.outcome = `check:${report.status}`;
      const evidence = new Set(
        report.checks.filter((c) => c.status === 'fail' || c.status === 'error').flatMap((c) => c.evidence),
      );
      setMarkers(ws, reportMarkers(report, ws.data.locale));
      fill(ws.panel('checks'), renderReport(report, ws.data.locale, t, jump));
      fill(
        ws.panel('calls'),
        renderTrace(report.trace, evidence, t, jump, (f) => ws.hasFile(f)),
      );
      fill(ws.panel('logs'), renderLogs('', '', report.logs, t));
      if (!ws.panel('cluster').querySelector('.ws-cluster')) {
        fill(ws.panel('cluster'), h('p', { class: 'ws-empty' }, t.clusterAfterRun));
      }
      if (report.status === 'pass') {
        ws.store.markDone(ws.data.id);
        ws.refreshDone();
      }
      const { n, failing, notReached } = checkCounts(report);
      const verdict =
        report.status === 'pass'
          ? t.doneLong
          : report.status === 'fail'
            ? t.someFail(failing, n, notReached)
            : t.gradeError;
      ws.status(t.sentences(verdict, t.ranIn(ms)));
      ws.selectPanel('checks');
      // Check → report rendered, in ms (measured by bench/site.ts).
      ws.root.dataset.checkMs = String(Math.round(performance.now() - started));
      const compileFailed = report.status === 'error' && report.diagnostics.length > 0;
      emitWorkspaceEvent(ws.root, 'oplab:check', {
        exercise: ws.data.id,
        passed: report.status === 'pass',
        status: compileFailed ? 'compile-error' : report.status,
        checks: report.checks.map((c) => ({ id: c.id, status: c.status })),
        durationMs: ms,
      });
      emitWorkspaceEvent(ws.root, 'oplab:progress', {
        exercise: ws.data.id,
        done: ws.store.isDone(ws.data.id),
        hasDraft: ws.hasDraft,
      });
    },
  };
}
