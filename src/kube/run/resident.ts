// A manager that stays up between the host's turns: the terminal's `make run` → `go run ./cmd/main.go`
// runs the learner's own Go against the terminal's cluster and keeps it running "in a second
// terminal" while the learner types kubectl commands.
//
// The program runs as a resident interpreter run (src/go/interp runResident): mgr.Start pauses it
// when the cluster is idle or its next timer is past the turn's deadline (src/kube/bind/manager.ts),
// instead of firing the simulated signal as `oplab run` does. Between turns, the API server can still
// call the manager's webhook server: the request enters the paused program (KubeEnv.enter). The host
// gives the program a turn after each command (`turn`), which runs the informers' deliveries,
// reconciles and requeues due by then.
//
// Clocks: the terminal's API server stamps objects with the terminal's clock; the program's Go time
// and the cluster's timers use the kube clock of this run. Each turn first moves the kube clock up to
// the terminal's time, and the host moves its clock up to where the program left the kube clock.

import { DEFAULT_CWD } from '../../go/build/build.ts';
import type { RunTarget, SourceFile } from '../../go/build/load.ts';
import type { ResidentProgram } from '../../go/build/phases.ts';
import { jsString } from '../../go/interp/strings.ts';
import type { ApiServer } from '../apiserver/server.ts';
import type { UserInfo } from '../apiserver/types.ts';
import { type KubeEnv, newKubeEnv, withKubeEnv } from '../bind/env.ts';
// client-go's REST client reaches the terminal's API server through the REST layer, bound here.
import '../rest/bind-transport.ts';
import { runState } from '../bind/manager-state.ts';
import { type ServingCertificate, setWebhookEnvironment } from '../bind/webhook.ts';
import { moduleSite } from '../bind/zap-stack.ts';
import { formatLog } from '../runtime/log.ts';
import { buildCached } from './build.ts';
import { controllerRuntimeMinor, kubePhases, withGeneratedDeepCopy } from './run.ts';

/** Virtual time the first turn may take: controller-runtime's CacheSyncTimeout (2 minutes) and a second. */
export const STARTUP_TURN_MS = 121_000;
/** Virtual time a later turn may take (informer deliveries, reconciles, short requeues). */
export const TURN_MS = 10_000;

export interface ResidentRequest {
  /** The module's files, '/'-separated relative to the module root (go.mod, api/…, cmd/main.go). */
  files: readonly SourceFile[];
  /** What `go run` was given: a directory or the files of package main (relative to the module root). */
  target: RunTarget;
  args?: readonly string[];
  /** os.Args[0]: the file as run (`./bin/manager`) when go build wrote it. */
  argv0?: string;
  env?: Readonly<Record<string, string>>;
  /** The cluster the kubeconfig points at, and who the kubeconfig says the manager is. */
  server: ApiServer;
  identity: UserInfo;
  /** The host's time (ms since the epoch): the program's kube clock starts here. */
  nowMs: number;
  /** The webhook server's certificate from the host's files (crypto/tls's error when it cannot load). */
  loadKeyPair: (certPath: string, keyPath: string) => ServingCertificate;
  /** The laptop's address on the simulated network. */
  ip: string;
  /** The directory source paths are printed under (the module root on the host). */
  cwd?: string;
  stepBudget?: number;
  /** Bytes of live Go values before Go's out-of-memory stop (default: the browser worker's 512 MiB). */
  memoryBudget?: number;
}

export type StartResult =
  | { ok: true; manager: ResidentManager }
  | { ok: false; stderr: string; exitCode: number };

/** A running (or finished) learner's manager. */
export class ResidentManager {
  readonly env: KubeEnv;
  private program: ResidentProgram | undefined;
  /** What the process wrote to stdout/stderr, and its log lines, in order. */
  private readonly out: string[] = [];
  /** Which of `out` the program wrote to os.Stdout. */
  private readonly toStdout = new Set<number>();
  private logged = 0;
  private inside = 0;

  constructor(env: KubeEnv) {
    this.env = env;
  }

  /** The program, once its first turn (initialisers, main up to the first pause) returned. */
  attach(program: ResidentProgram): void {
    this.program = program;
  }

  /** Exit status once the program ended; undefined while it runs. */
  get exitCode(): number | undefined {
    return this.program?.outcome?.exitCode;
  }

  /** The webhook server is listening (its address is taken on the simulated network). */
  serving(ip: string, port: number): boolean {
    return this.exitCode === undefined && this.env.server.network.listening(ip, port);
  }

  /** Everything the process printed so far (zap's console lines, then anything else on stderr). */
  output(): string {
    this.collectLogs();
    return this.out.join('');
  }

  /** output() as the process wrote it: os.Stdout's part, and the rest (stderr, log lines). */
  streams(): { stdout: string; stderr: string } {
    this.collectLogs();
    let stdout = '';
    let stderr = '';
    this.out.forEach((s, i) => {
      if (this.toStdout.has(i)) stdout += s;
      else stderr += s;
    });
    return { stdout, stderr };
  }

  /** Written by the program (os.Stdout/os.Stderr), kept in order with its log lines. */
  write(bytes: string, stdout = false): void {
    this.collectLogs();
    if (stdout) this.toStdout.add(this.out.length);
    this.out.push(jsString(bytes));
  }

  private collectLogs(): void {
    const entries = this.env.logs.entries;
    for (; this.logged < entries.length; this.logged++)
      this.out.push(`${formatLog(this.env.logs, entries[this.logged])}\n`);
  }

  /** The first turn runs inside runResident: calls back into the program are already inside. */
  enterStart(): void {
    this.inside++;
  }
  leaveStart(): void {
    this.inside--;
  }

  /** Runs `fn` inside the program (re-entrant: the program's own calls are already inside). */
  enter<T>(fn: () => T): T {
    if (this.inside > 0 || this.program === undefined) return fn();
    this.inside++;
    try {
      return this.program.enter(() => withKubeEnv(this.env, fn));
    } finally {
      this.inside--;
    }
  }

  /**
   * One turn: the kube clock catches up with the host's `nowMs`, then the program runs until it
   * pauses again (idle, or the next timer past now + `budgetMs`) or ends. Returns the kube clock's
   * time afterwards (the host's clock should not be behind it).
   */
  turn(nowMs: number, budgetMs: number = TURN_MS): number {
    const program = this.program;
    if (program === undefined || this.exitCode !== undefined) return this.env.clock.now();
    const clock = this.env.clock;
    this.env.deadlineMs = Math.max(nowMs, clock.now()) + budgetMs;
    this.inside++;
    try {
      withKubeEnv(this.env, () => {
        const wake = runState(this.env).wake;
        if (wake !== undefined) {
          // no kube timer is due before the host's time (the last turn paused before the deadline)
          if (clock.now() < nowMs && (clock.nextTimerAt() ?? Number.POSITIVE_INFINITY) > nowMs)
            clock.runUntil(nowMs);
          wake();
        }
        program.resume();
      });
    } finally {
      this.inside--;
    }
    this.collectLogs();
    return clock.now();
  }

  /** Ctrl-C: the signal handler's context is cancelled and the manager shuts down. */
  stop(nowMs: number): void {
    if (this.exitCode !== undefined) return;
    const state = runState(this.env);
    if (!state.signalled) {
      state.signalled = true;
      for (const cancel of state.shutdown) cancel();
    }
    this.env.resident = false;
    this.turn(nowMs, 0);
  }
}

/**
 * Build the module and start its main as a resident manager: the first turn runs until the manager
 * is up and the cluster idle (or its start-up fails). Compile errors come back as `go run` prints them.
 */
export function startResidentManager(req: ResidentRequest): StartResult {
  const ph = kubePhases(controllerRuntimeMinor(req.files));
  const built = buildCached(withGeneratedDeepCopy(req.files), req.target, ph);
  if (!built.ok) return { ok: false, stderr: built.stderr, exitCode: built.exitCode };
  if (built.program === undefined || ph.runResident === undefined)
    return { ok: false, stderr: 'oplab: this toolchain cannot keep a program running\n', exitCode: 2 };
  const program = built.program;
  const env = newKubeEnv({
    server: req.server,
    identity: req.identity,
    startMs: req.nowMs,
    resident: true,
    deadlineMs: req.nowMs + STARTUP_TURN_MS,
  });
  env.moduleSite = moduleSite(req.files, req.cwd ?? DEFAULT_CWD, req.env);
  setWebhookEnvironment(env, { deployment: 'local', loadKeyPair: req.loadKeyPair, ip: req.ip });
  const manager = new ResidentManager(env);
  for (const n of built.notes) manager.write(`${n}\n`);
  const write = (b: string) => manager.write(b);
  const writeStdout = (b: string) => manager.write(b, true);
  env.enter = (fn) => manager.enter(fn);
  manager.enterStart();
  try {
    manager.attach(
      withKubeEnv(env, () =>
        ph.runResident!(program, {
          stdout: writeStdout,
          stderr: write,
          env: { ...(req.env ?? {}) },
          args: [req.argv0 ?? '/tmp/go-build/exe/main', ...(req.args ?? [])],
          clock: env.goClock,
          stepBudget: req.stepBudget,
          memoryBudget: req.memoryBudget ?? 512 << 20,
          cwd: req.cwd,
        }),
      ),
    );
  } finally {
    manager.leaveStart();
  }
  return { ok: true, manager };
}
