// What the engine worker sends back for the workspace's Run and Check: plain JSON (it crosses a
// thread boundary), shaped for the panels that show it. Types only; the page trusts its own worker.
import type { Report } from '../grader/report.ts';
import type { TraceEvent } from '../kube/trace.ts';

/** A compile error with its place, as gc reports it (1-based line, byte column). */
export interface DiagnosticView {
  file: string;
  line: number;
  col: number;
  msg: string;
}

/** One cluster object as YAML, and how the run changed it. */
export interface ObjectView {
  /** `Secret team-a/db-creds`: kind, then namespace/name. */
  key: string;
  yaml: string;
  change: 'added' | 'changed' | 'unchanged' | 'removed';
}

/** Run: one scenario, what happened. `engine` says which engine ran it (the runner, or plain go run). */
export interface RunView {
  engine: 'runner' | 'go-run';
  scenario: { id: string; title: { en: string; 'zh-cn': string } } | undefined;
  stage: 'load' | 'compile' | 'run';
  exitCode: number;
  stdout: string;
  stderr: string;
  diagnostics: DiagnosticView[];
  logs: string[];
  trace: TraceEvent[];
  /** Objects applied before the manager started, and everything stored at the end. */
  before: ObjectView[];
  after: ObjectView[];
  /** Kubernetes Events recorded during the run, one line each. */
  events: string[];
  /** Reconciles that returned (a reconcile stopped by the step budget never did). */
  reconciles: number;
  /** The code was cut short: a recovered panic, an endless loop, a crash, with the learner's line. */
  interrupted?: InterruptedView;
}

export interface InterruptedView {
  kind: 'panic' | 'webhook-panic' | 'loop' | 'crash';
  /** The runtime's words: `panic: boom [recovered]`, `step budget exceeded at …`. */
  text: string;
  file?: string;
  line?: number;
  /** Reconciles that panicked (kind panic). */
  panicked: number;
}

/** Check: the grader's report, or (until the grader exists) whether the project compiles. */
export type GradeView =
  | { engine: 'grader'; report: Report }
  | { engine: 'compile-only'; ok: boolean; diagnostics: DiagnosticView[]; stderr: string };
