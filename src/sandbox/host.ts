// Runs engine jobs in a Worker and guarantees the page never freezes: a job that overruns its
// deadline gets its worker terminated and replaced (belt and braces over the interpreter's own
// step budget). Framework-free; works with the browser's Worker or any object of the same shape.
import { type JobInput, PROTOCOL_VERSION, parseResponse } from './protocol.ts';

/** The part of the Worker interface the host needs (browser Worker, or an adapter in tests/Node). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

export type JobOutcome =
  | { kind: 'done'; result: unknown; output: OutputChunk[] }
  | { kind: 'failed'; message: string; output: OutputChunk[] }
  | { kind: 'timeout'; afterMs: number; output: OutputChunk[] }
  | { kind: 'crashed'; message: string; output: OutputChunk[] };

export interface OutputChunk {
  stream: 'stdout' | 'stderr';
  text: string;
}

export interface HostOptions {
  /** Wall-clock limit for one job before the worker is replaced. */
  timeoutMs: number;
  /** Called for each output chunk as it arrives (for live consoles). */
  onOutput?: (chunk: OutputChunk) => void;
  /** Timer functions, injectable so tests need not wait. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

interface Pending {
  id: number;
  output: OutputChunk[];
  resolve: (outcome: JobOutcome) => void;
  timeoutMs: number;
  timer: unknown;
}

export class SandboxHost {
  private worker: WorkerLike | undefined;
  private pending: Pending | undefined;
  private queue: Array<() => void> = [];
  private nextId = 1;
  /** How many workers were replaced after a timeout or crash (shown to instructors, tested). */
  restarts = 0;
  private readonly createWorker: () => WorkerLike;
  private readonly opts: HostOptions;

  constructor(createWorker: () => WorkerLike, opts: HostOptions) {
    this.createWorker = createWorker;
    this.opts = opts;
  }

  /**
   * Runs one job; jobs run one at a time in arrival order. Never rejects: failures are outcomes.
   * `timeoutMs` overrides the host's deadline for this job (a full grade may take longer than a run).
   */
  run(job: JobInput, opts: { timeoutMs?: number } = {}): Promise<JobOutcome> {
    return new Promise((resolve) => {
      const start = () => this.start(job, resolve, opts.timeoutMs ?? this.opts.timeoutMs);
      if (this.pending) this.queue.push(start);
      else start();
    });
  }

  /** Ends the worker; the next job starts a fresh one. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  private start(job: JobInput, resolve: (o: JobOutcome) => void, timeoutMs: number): void {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const setTimer = this.opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    const pending: Pending = {
      id,
      output: [],
      resolve,
      timeoutMs,
      timer: setTimer(() => this.abandon('timeout'), timeoutMs),
    };
    this.pending = pending;
    worker.postMessage({ v: PROTOCOL_VERSION, id, job });
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => this.abandon('crashed', event.message ?? 'the engine worker crashed');
    this.worker = worker;
    return worker;
  }

  private receive(data: unknown): void {
    const parsed = parseResponse(data);
    const p = this.pending;
    if (!p) return;
    if (!parsed.success) {
      this.finish({ kind: 'crashed', message: 'the engine sent a malformed message', output: p.output });
      return;
    }
    const msg = parsed.data;
    if (msg.id !== p.id) return; // a late message from an abandoned job
    if (msg.kind === 'output') {
      const chunk = { stream: msg.stream, text: msg.text };
      p.output.push(chunk);
      this.opts.onOutput?.(chunk);
    } else if (msg.kind === 'done') {
      this.finish({ kind: 'done', result: msg.result, output: p.output });
    } else {
      this.finish({ kind: 'failed', message: msg.message, output: p.output });
    }
  }

  /** The job overran or the worker died: kill the worker so the next job gets a fresh one. */
  private abandon(kind: 'timeout' | 'crashed', message = ''): void {
    const p = this.pending;
    this.worker?.terminate();
    this.worker = undefined;
    this.restarts++;
    if (!p) return;
    if (kind === 'timeout') this.finish({ kind, afterMs: p.timeoutMs, output: p.output });
    else this.finish({ kind, message, output: p.output });
  }

  private finish(outcome: JobOutcome): void {
    const p = this.pending;
    if (!p) return;
    (this.opts.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(p.timer);
    this.pending = undefined;
    p.resolve(outcome);
    this.queue.shift()?.();
  }
}
