// The runner: a whole Go operator project in, what happened on the simulated cluster out — what
// `make install run` does against a real cluster, with `make manifests` (controller-gen, engineer
// M's generateManifests) first. See /work/notes/kube-bind-contract.md ("The runner").
//
//   1. manifests from the +kubebuilder markers (CRDs, the manager's RBAC);
//   2. a fresh cluster (one KubeEnv: API server, shared virtual clock, trace, log sink): the CRDs, the
//      manager's ServiceAccount with its roles bound, then `objects`, all applied as cluster-admin;
//   3. the Go main run with the cluster attached; mgr.Start returns when the cluster is idle or the
//      virtual-time limit passes;
//   4. logs, trace (the program's calls only), reconciles and the final stored objects.
//
// Synchronous and deterministic: the same request gives the same result, byte for byte.

import type { SourceFile } from '../../go/build/load.ts';
import type { ModuleEnvironment } from '../../go/build/mod/resolve.ts';
import type { Diagnostic } from '../../go/syntax/pos.ts';
import type { ResourceInfo } from '../apiserver/index.ts';
import type { PatchedDecode } from '../apiserver/server.ts';
import type { KubeObject } from '../apiserver/types.ts';
import type { KubeEnv, KubeHooks } from '../bind/env.ts';
import type { MetricsScrape } from '../bind/metrics.ts';
import type { ReconcileRecord as ControllerReconcileRecord } from '../runtime/controller.ts';
import type { LogEntry, LogSink } from '../runtime/log.ts';
import type { TraceEvent } from '../trace.ts';
import type { OutputStream } from './build.ts';
import { prepareProjectImpl, runProjectImpl } from './run.ts';

export interface RunProjectRequest {
  /** The whole Go project: go.mod, api/..., internal/..., cmd/main.go ('/'-separated relative paths). */
  files: readonly SourceFile[];
  /** Package dir to run; default: the one with package main (cmd/ or the root). */
  main?: string;
  /** Applied as cluster-admin before main starts (after CRDs/RBAC), in order. */
  objects?: readonly KubeObject[];
  /**
   * `kubectl apply` after `make deploy` has rolled out: the objects wait until the manager has
   * started and serves its webhooks, so they meet the admission webhooks (oplab run). Without it
   * they are created before the webhook configurations (a scenario's starting cluster). Objects of
   * a CRD with a conversion webhook always wait for the manager.
   */
  objectsAfterManager?: boolean;
  /** The file the objects came from, as `kubectl apply -f` names it in errors (default 'objects'). */
  objectsSource?: string;
  /** The file each object came from (same order as objects), named in kubectl's errors. */
  objectSources?: readonly string[];
  /**
   * The REST layer's strict decoding of an applied object (src/kube/rest/handler.ts decodeApplied),
   * as kubectl's default `--validate=strict` asks the server for: an unknown field refuses the
   * object. Passed in by callers that have the REST layer (the CLI, the playground), so the
   * grader's runs do not load its field tables; without it unknown fields are dropped silently.
   */
  decodeApplied?: (info: ResourceInfo, obj: KubeObject) => PatchedDecode;
  /** The manager's identity gets the ClusterRole/Roles of the +kubebuilder:rbac markers (default) or cluster-admin. */
  rbac?: 'markers' | 'admin';
  /**
   * 'kind' also runs the loops of a kind cluster beside the API server (src/kube/cluster/kind.ts:
   * Deployments → ReplicaSets → Pods that become Ready, Jobs that complete); 'envtest' (default)
   * runs the API server alone.
   */
  cluster?: 'envtest' | 'kind';
  /** Install the CRDs generated from the api types' markers (default 'markers'). */
  crds?: 'markers' | 'none';
  hooks?: KubeHooks;
  /**
   * Called once the cluster is set up (CRDs, RBAC, objects), just before main starts: an observer
   * subscribes here (the playground's timeline records the store and the trace from this point).
   */
  observe?: (env: KubeEnv) => void;
  /** Command-line arguments main gets after the program name (the manager container's args). */
  args?: readonly string[];
  /** The process environment (the manager container's env). */
  env?: Readonly<Record<string, string>>;
  /**
   * Who scrapes /metrics when the cluster is idle (a user name; default the manager's service
   * account, bound to the metrics-reader role as kubebuilder's e2e test binds it).
   */
  metricsScraper?: string;
  /** Virtual time the manager may run (default 10 minutes). */
  virtualTimeLimitMs?: number;
  /** Loop iterations, calls and API calls' cost before the run stops (default RUN_STEP_BUDGET). */
  stepBudget?: number;
  /** Bytes of live Go values before `fatal error: runtime: out of memory` (default 1 GiB, see src/go). */
  memoryBudget?: number;
  /** The host's CPU clock (ms) and the run's CPU-time limit (src/go/interp/run.ts Host). */
  cpuTime?: () => number;
  cpuLimitMs?: number;
  seed?: number;
  /**
   * Where third-party modules come from (src/go/build decides: vendor/, the module cache, `replace`
   * directories). The project's own files are rooted at /home/gopher/app; `modules.fs` answers for
   * paths outside them. vendor/ files may also simply be part of `files`.
   */
  modules?: ModuleEnvironment;
  /**
   * Shown as it happens, for a host that prints while the program runs (oplab run): the program's
   * stdout and stderr, the go command's notes and kubectl's errors (stderr), and each log line.
   * The result still carries all of them.
   */
  stream?: ProjectStream;
  /**
   * Keep only the trace's first `head` and last `tail` events (Trace.bound): for a host that prints
   * only those (oplab run's report). The result's `traceDropped` counts the ones left out.
   */
  traceBound?: { head: number; tail: number };
}

export interface ProjectStream extends OutputStream {
  log?(entry: LogEntry, sink: LogSink): void;
}

/** One reconcile: the controller's record, with the controller's name. */
export type ReconcileRecord = ControllerReconcileRecord & { controller: string };

export interface RunProjectResult {
  stage: 'load' | 'compile' | 'run';
  /** Compile errors with file/line/col (gc's messages). */
  diagnostics: readonly Diagnostic[];
  exitCode: number;
  stdout: string;
  stderr: string;
  logs: readonly LogEntry[];
  trace: readonly TraceEvent[];
  /** Events left out of `trace` between its first and last ones (RunProjectRequest.traceBound). */
  traceDropped?: number;
  reconciles: readonly ReconcileRecord[];
  /** Final cluster state (everything stored), sorted by apiVersion, kind, namespace, name. */
  objects: readonly KubeObject[];
  manifests: { crds: KubeObject[]; rbac: KubeObject[]; webhooks: KubeObject[] };
  /** controller-gen's diagnostics for the markers (they do not stop the run). */
  manifestDiagnostics: readonly Diagnostic[];
  /** Who the manager ran as (its ServiceAccount user name). */
  identity: string;
  /** What the metrics endpoint served when the cluster was idle (when main enabled it). */
  metrics: readonly MetricsScrape[];
  /** The log sink's encoding: zap development console or production JSON. */
  logEncoding: 'console' | 'json';
  env: KubeEnv;
}

/** Run a Go operator project against a fresh simulated cluster. Never throws for bad Go input. */
export function runProject(req: RunProjectRequest): RunProjectResult {
  return runProjectImpl(req);
}

/**
 * Builds the project exactly as runProject would (the same build, kept in the same cache) without
 * running it: a host builds while the learner pauses, so that the next run only runs. `ok` is false
 * when the project does not build (runProject will report why).
 */
export function prepareProject(req: { files: readonly SourceFile[]; main?: string }): { ok: boolean } {
  return prepareProjectImpl(req);
}
