// Goroutines, channels, select and timers on a deterministic cooperative scheduler.
//
// Two execution modes meet here (see gen.ts):
// - A program without `go` statements runs as plain synchronous closures and pays nothing; its
//   channel operations use the synchronous `send`/`recv`, which can only wait for timers or report
//   gc's deadlock error.
// - A program that starts goroutines is compiled with generator twins: goroutines (main included)
//   are generators that `yield` a Park ({ reason, ready }) at channel operations, select, and
//   blocking natives; `drive` resumes them round-robin and advances the virtual clock when all wait.
// Code that runs synchronously inside a goroutine (a native calling back into Go, sort.Slice's less,
// a native that waits with ctx.waitUntil) cannot yield; its waits drive the other goroutines
// *nested* until its condition holds. The one shape that cannot work nested — the goroutine able to
// satisfy the wait is itself suspended beneath in such a synchronous wait — is reported as a clear
// fatal error instead of a hang or a false deadlock.
//
// Scheduling is deterministic: goroutines run in creation order, round-robin, except that the one a
// `go` statement just started goes first (gc's runnext, see Scheduler.runnext); a select takes the
// first ready case in source order (gc picks uniformly at random; no correct program depends on it).
// Channel operations hand values directly to parked partners, as runtime/chan.go does.

import type { RuntimeCreator, VirtualClock, WaitReason } from './native.ts';
import { ExitSignal, FatalError, GoPanic, NO_GOROUTINES, runtimeError } from './panic.ts';
import { NORMAL } from './rt/ctl.ts';
import { DEEP_SEGMENT, DEEP_SEGMENT_GEN } from './rt/deep.ts';
import type { RType } from './rtype.ts';
import {
  budgetRefill,
  type CallSite,
  captureSites,
  charge,
  GOROUTINE_BYTES,
  type MapRaceState,
  R,
  StackOverflow,
  SWITCH_STEPS,
  TIMER_STEPS,
  whereOf,
} from './state.ts';
import { zero } from './values.ts';

interface SelectState {
  fired: number; // -1 until a case fires
}

/**
 * A goroutine waiting in a channel's queue (gc's sudog). For a plain send or receive in generator
 * code it is also the goroutine's Park: one object per blocked goroutine, not a Waiter, a Park and a
 * closure (a million goroutines blocked on a channel keep a million of them).
 */
class Waiter implements Park {
  done = false;
  v: any;
  ok = false;
  /** Set for select cases: the shared state and this case's index. */
  sel: SelectState | null;
  idx: number;
  /** A sender woken by close(): it must panic. */
  closed = false;
  reason: WaitReason;
  constructor(v: any, sel: SelectState | null, idx: number, reason: WaitReason) {
    this.v = v;
    this.sel = sel;
    this.idx = idx;
    this.reason = reason;
  }
  ready(): boolean {
    return this.done;
  }
  /**
   * A receive statement's twin parked on this waiter (gen.ts `<-ch` alone) is the waiter itself, an
   * iterator for `yield*`: it yields the waiter once, then completes normally. One object less for
   * every goroutine blocked in `<-ch` than a separate iterator around it.
   */
  private yielded = false;
  next(): IteratorResult<Park, number> {
    if (this.yielded) return { done: true, value: NORMAL };
    this.yielded = true;
    return { done: false, value: this };
  }
  /** A panic thrown in while parked passes through, as a generator's would. */
  throw(e: unknown): never {
    this.yielded = true;
    throw e;
  }
  return(v: any): IteratorResult<Park, any> {
    this.yielded = true;
    return { done: true, value: v };
  }
  [Symbol.iterator](): this {
    return this;
  }
}

function stale(w: Waiter): boolean {
  return w.sel !== null && w.sel.fired !== -1;
}

function fire(w: Waiter): void {
  w.done = true;
  if (w.sel !== null) w.sel.fired = w.idx;
}

export class Chan {
  readonly elem: RType;
  readonly cap: number;
  private buf: any[] = [];
  private head = 0;
  closed = false;
  readonly recvq: Waiter[] = [];
  readonly sendq: Waiter[] = [];
  readonly sched: Scheduler;
  /**
   * A time.Timer's or time.Ticker's channel: as of Go 1.23 it is synchronous to the program
   * (len and cap 0; time/sleep.go, asynctimerchan=0) while it holds the pending tick here, which
   * Stop and Reset discard.
   */
  timer = false;
  constructor(sched: Scheduler, elem: RType, cap: number) {
    this.sched = sched;
    this.elem = elem;
    this.cap = cap;
  }

  /** The buffered values (for the memory budget's measurement). */
  buffered(): any[] {
    return this.buf.slice(this.head);
  }

  /** Buffered element count (len(ch)). */
  get len(): number {
    return this.buf.length - this.head;
  }

  private popWaiter(q: Waiter[]): Waiter | undefined {
    while (q.length > 0) {
      const w = q.shift()!;
      if (!stale(w)) return w;
    }
    return undefined;
  }

  private bufPush(v: any): void {
    this.buf.push(v);
  }

  private bufShift(): any {
    const v = this.buf[this.head];
    this.buf[this.head] = undefined;
    this.head++;
    if (this.head > 32 && this.head * 2 > this.buf.length) {
      this.buf = this.buf.slice(this.head);
      this.head = 0;
    }
    return v;
  }

  /** Try to send without blocking; true on success. Panics on a closed channel. */
  trySend(v: any): boolean {
    R.epoch++;
    if (this.closed) throw runtimeError('plainError', 'send on closed channel');
    const r = this.popWaiter(this.recvq);
    if (r !== undefined) {
      r.v = v;
      r.ok = true;
      fire(r);
      return true;
    }
    if (this.len < this.cap) {
      this.bufPush(v);
      return true;
    }
    return false;
  }

  /** Try to receive without blocking: [value, ok] or undefined when it would block. */
  tryRecv(): [any, boolean] | undefined {
    R.epoch++;
    if (this.len > 0) {
      const v = this.bufShift();
      const s = this.popWaiter(this.sendq);
      if (s !== undefined) {
        this.bufPush(s.v);
        fire(s);
      }
      return [v, true];
    }
    const s = this.popWaiter(this.sendq);
    if (s !== undefined) {
      fire(s);
      return [s.v, true];
    }
    if (this.closed) return [zero(this.elem), false];
    return undefined;
  }

  send(v: any): void {
    if (this.trySend(v)) return;
    const w = new Waiter(v, null, 0, 'chan send');
    this.sendq.push(w);
    // Escape hatch of nested scheduling: when the receiver that would take this value is suspended
    // beneath us, complete the send into the buffer beyond its capacity ("elastic" send). The value
    // is delivered in order; only the sender's wait for the hand-off is skipped.
    this.sched.waitUntil(
      'chan send',
      () => w.done,
      () => {
        const i = this.sendq.indexOf(w);
        if (i < 0) return false;
        this.sendq.splice(i, 1);
        this.bufPush(w.v);
        w.done = true;
        return true;
      },
    );
    if (w.closed) throw runtimeError('plainError', 'send on closed channel');
  }

  recv(): [any, boolean] {
    const r = this.tryRecv();
    if (r !== undefined) return r;
    const w = new Waiter(undefined, null, 0, 'chan receive');
    this.recvq.push(w);
    this.sched.waitUntil('chan receive', () => w.done);
    return [w.v, w.ok];
  }

  /** Generator-mode send: parks the goroutine instead of waiting synchronously. */
  *sendG(v: any): Generator<Park, void, any> {
    if (this.trySend(v)) return;
    const w = new Waiter(v, null, 0, 'chan send');
    this.sendq.push(w);
    yield w;
    if (w.closed) throw runtimeError('plainError', 'send on closed channel');
  }

  /** Generator-mode receive. */
  *recvG(): Generator<Park, [any, boolean], any> {
    const r = this.tryRecv();
    if (r !== undefined) return r;
    const w = this.recvPark();
    yield w;
    return [w.v, w.ok];
  }

  /**
   * Generator-mode receive that would block: queues and returns the park to yield; once resumed,
   * its `v` and `ok` are the received value (gen.ts `<-ch` yields it without a generator of its own).
   */
  recvPark(): Waiter {
    const w = new Waiter(undefined, null, 0, 'chan receive');
    this.recvq.push(w);
    return w;
  }

  /**
   * A send that would block (trySend failed): queues and returns the park to wait on; once it is
   * ready, `closed` on it means the channel was closed meanwhile (reflect's Value.Send).
   */
  sendPark(v: any): Waiter {
    const w = new Waiter(v, null, 0, 'chan send');
    this.sendq.push(w);
    return w;
  }

  close(): void {
    R.epoch++;
    if (this.closed) throw runtimeError('plainError', 'close of closed channel');
    this.closed = true;
    for (const r of this.recvq) {
      if (stale(r)) continue;
      r.v = zero(this.elem);
      r.ok = false;
      fire(r);
    }
    this.recvq.length = 0;
    for (const s of this.sendq) {
      if (stale(s)) continue;
      s.closed = true;
      fire(s);
    }
    this.sendq.length = 0;
  }
}

/** Operations on a nil channel block forever (gc): these park with the nil-chan wait reasons. */
export function nilChanSend(sched: Scheduler): never {
  sched.waitUntil('chan send (nil chan)', () => false);
  throw new Error('unreachable');
}
export function nilChanRecv(sched: Scheduler): never {
  sched.waitUntil('chan receive (nil chan)', () => false);
  throw new Error('unreachable');
}

export function closeChan(c: Chan | null): void {
  if (c === null) throw runtimeError('plainError', 'close of nil channel');
  c.close();
}

/** One select case: a send (`value` set) or a receive on `chan` (null: never ready). */
export interface SelectCase {
  dir: 'send' | 'recv';
  chan: Chan | null;
  value?: any;
}

/**
 * Run a select: returns [case index, received value, ok]. With `hasDefault`, returns index -1 when
 * no case is ready. Ready cases are taken in source order.
 */
export function select(sched: Scheduler, cases: SelectCase[], hasDefault: boolean): [number, any, boolean] {
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    if (c.chan === null) continue;
    if (c.dir === 'send') {
      if (c.chan.trySend(c.value)) return [i, undefined, false];
    } else {
      const r = c.chan.tryRecv();
      if (r !== undefined) return [i, r[0], r[1]];
    }
  }
  if (hasDefault) return [-1, undefined, false];
  if (cases.every((c) => c.chan === null)) {
    sched.waitUntil(selectWaitReason(cases), () => false);
  }
  const st: SelectState = { fired: -1 };
  const ws: Waiter[] = cases.map((c, i) => {
    const w = new Waiter(c.value, st, i, 'select');
    if (c.chan !== null) (c.dir === 'send' ? c.chan.sendq : c.chan.recvq).push(w);
    return w;
  });
  sched.waitUntil(selectWaitReason(cases), () => st.fired !== -1);
  const w = ws[st.fired];
  if (w.closed) throw runtimeError('plainError', 'send on closed channel');
  return [st.fired, w.v, w.ok];
}

/**
 * The wait reason of a blocked select without default, as gc lowers it (cmd/compile walk/select.go):
 * no cases is `select {}`, one case is the plain channel operation (nil channel included), more
 * cases go through runtime.selectgo, which parks as `select` even when every channel is nil.
 */
function selectWaitReason(cases: SelectCase[]): WaitReason {
  if (cases.length === 0) return 'select (no cases)';
  if (cases.length > 1) return 'select';
  const c = cases[0];
  const op = c.dir === 'send' ? 'chan send' : 'chan receive';
  return c.chan === null ? `${op} (nil chan)` : op;
}

/** What a parked goroutine waits for (yielded by generator goroutines). */
export interface Park {
  reason: WaitReason;
  ready: () => boolean;
}

/** Generator-mode select (see `select`). */
export function* selectG(
  cases: SelectCase[],
  hasDefault: boolean,
  reason?: WaitReason,
): Generator<Park, [number, any, boolean], any> {
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    if (c.chan === null) continue;
    if (c.dir === 'send') {
      if (c.chan.trySend(c.value)) return [i, undefined, false];
    } else {
      const r = c.chan.tryRecv();
      if (r !== undefined) return [i, r[0], r[1]];
    }
  }
  if (hasDefault) return [-1, undefined, false];
  const st: SelectState = { fired: -1 };
  const ws: Waiter[] = cases.map((c, i) => {
    const w = new Waiter(c.value, st, i, 'select');
    if (c.chan !== null) (c.dir === 'send' ? c.chan.sendq : c.chan.recvq).push(w);
    return w;
  });
  yield {
    reason: reason ?? selectWaitReason(cases),
    ready: () => st.fired !== -1,
  };
  const w = ws[st.fired];
  if (w.closed) throw runtimeError('plainError', 'send on closed channel');
  return [st.fired, w.v, w.ok];
}

/** A park that never ends (nil channel operations, empty select). */
export function foreverPark(reason: WaitReason): Park {
  return { reason, ready: () => false };
}

/** A resumable goroutine's code (gen.ts GoroutineRun): resumed with nothing sent, it parks or ends. */
export interface Resumable {
  next(): IteratorResult<Park, any>;
}

/** The arguments of a resumable goroutine (its generator holds them): shared, never written. */
const NO_ARGS: any[] = [];

/**
 * A goroutine's record. A class with every field set in its constructor: one object of a fixed
 * shape, with no property array beside it (a million goroutines blocked on a channel keep a million
 * of them, issue 16). gen.ts GoroutineRun extends it, so that a resumable goroutine's trampoline is
 * its record too.
 */
export class Goroutine {
  id = 0;
  /** Resumable goroutine (generator mode). */
  gen: Resumable | null = null;
  /** Run-to-completion goroutine (a plain function; it waits by nested scheduling). */
  fn: ((...args: any[]) => any) | null = null;
  args: any[] = NO_ARGS;
  /** While waiting: its condition. */
  park: Park | null = null;
  /** Its JS frames are live (it is running, or waiting inside a synchronous wait). */
  onStack = false;
  /** Call depth of its own stack (R.depth while it runs). */
  depth = 0;
  /**
   * Its call positions (R.sites while it runs); null while it is off the JS stack no deeper than
   * its function (depth 1): then `site1` keeps position 1 and the array went back to the
   * scheduler's pool (Scheduler.release), 64 bytes less a blocked goroutine.
   */
  sites: CallSite[] | null = null;
  /** Its frames by call depth (R.frames while it runs): roots of the memory budget's measurement. Null as `sites`, with `frame1`. */
  frames: any[][] | null = null;
  site1: CallSite | undefined = undefined;
  frame1: any[] | undefined = undefined;
  /**
   * The `go` statement that started it, and the starting goroutine (gc's `created by` line); no
   * site: not started by one (main); by 0 with a site: started by the runtime (NativeContext.go's
   * creator), printed without ` in goroutine N`.
   */
  createdSite: CallSite | undefined = undefined;
  createdBy = 0;
  /**
   * While off the JS stack (or with another goroutine nested on it): the panic its deferred calls
   * run for and the depth at which recover sees it (R.panic, R.recoverDepth while it runs). Kept
   * per goroutine: gc's recover only stops the calling goroutine's panic.
   */
  panic: GoPanic | null = null;
  recoverDepth = -1;
  /** Its R.sig and R.inPanic (state.ts) while off the JS stack. */
  sig: GoPanic | null = null;
  inPanic = 0;
  /** While preempted: the epoch (state.ts R.epoch) it was preempted in. */
  preemptEpoch: number | undefined = undefined;

  get created(): { site: CallSite | undefined; by: number } | undefined {
    return this.createdBy === 0 && this.createdSite === undefined
      ? undefined
      : { site: this.createdSite, by: this.createdBy };
  }
}

/** A runtime creator's `created by` position, made once per creator object. */
const runtimeSites = new WeakMap<RuntimeCreator, CallSite>();
function runtimeSite(c: RuntimeCreator): CallSite {
  let site = runtimeSites.get(c);
  if (site === undefined) {
    site = {
      file: c.file,
      line: c.line,
      col: 1,
      func: c.func,
      entry: false,
      traceLine: c.line,
      noArgs: false,
      toolchain: true,
    };
    runtimeSites.set(c, site);
  }
  return site;
}

interface Timer {
  when: bigint;
  seq: number;
  fn: () => void;
  cancelled: boolean;
  /** Who set it: the goroutine and its position (the virtual-time limit's message names them). */
  g: number;
  where: string;
  /** Set by the program's own code (time.After, a ticker in its Runnable): see nextProgramTimer. */
  program: boolean;
}

/** A duration in ns as time.Duration.String prints whole seconds and above (`100h0m0s`, `2m30.5s`). */
function durationText(ns: bigint): string {
  const h = ns / 3_600_000_000_000n;
  const m = (ns / 60_000_000_000n) % 60n;
  const s = Number(ns % 60_000_000_000n) / 1e9;
  return h > 0n ? `${h}h${m}m${s}s` : m > 0n ? `${m}m${s}s` : `${s}s`;
}

/**
 * Virtual time a tick of steps (STEP_CHUNK × CHUNKS_PER_TICK, 2^18 loop iterations) takes at a preemption point:
 * about what gc's code needs for that much work, within a few times, so that a goroutine sleeping
 * 10 ms beside one that computes wakes after ~10 chunks, and one sleeping a second is not overtaken
 * by a worker doing a few million iterations.
 */
export const PREEMPT_NS = 1_000_000n;

/**
 * Nesting of preemptions (a preempted goroutine's JS frames stay below the ones it lets run): past
 * this many goroutines on the stack, a preemption point only moves the clock.
 */
const PREEMPT_NEST = 64;

/** Thrown when main returned while another goroutine was preempted: the program ends (exit 0). */
export class MainReturned extends ExitSignal {
  constructor() {
    super(0);
  }
}

/** The park of a goroutine preempted at a step chunk: it can go on at once. */
export const PREEMPTED: Park = { reason: 'running', ready: () => true };

/**
 * `g` is preempted and touched the map in the epoch it was preempted in: within the last chunk of
 * steps (state.ts STEP_CHUNK) before it, with no synchronising operation since.
 */
function racing(g: Goroutine, epoch: number): boolean {
  return g.preemptEpoch === epoch;
}

/** gc's words when a reader meets a write in progress: a range step's (mapiternext) or a lookup's. */
function readRace(iter: boolean): string {
  return iter ? 'concurrent map iteration and map write' : 'concurrent map read and map write';
}

/** Arrays the scheduler's pool keeps at most (two a goroutine running at once). */
const POOL_ARRAYS = 2 * 64;

/** A goroutine's call positions, also while its arrays are pooled (Goroutine.sites). */
function sitesOf(g: Goroutine): CallSite[] {
  return g.sites ?? [undefined!, g.site1!];
}

/** A goroutine's frames, also while its arrays are pooled. */
function framesOf(g: Goroutine): any[][] {
  return g.frames ?? (g.frame1 === undefined ? [] : [undefined!, g.frame1]);
}

/** Describes a goroutine's position for deadlock reports (`main.main()` + file:line). */
export type TraceFn = () => string;

/**
 * The scheduler. Goroutines are generators (resumable at any channel operation) when the program
 * was compiled in generator mode, or plain functions otherwise. `drive(until)` runs runnable
 * goroutines round-robin and fires virtual timers until `until()` holds: the main loop drives until
 * main returns; a synchronous wait (a native blocking, or a channel operation in code that runs
 * synchronously) drives *nested* until its own condition holds.
 */
export class Scheduler {
  private readonly all: Goroutine[] = [];
  private rr = 0;
  /**
   * The goroutine a `go` statement just started: it runs before the others, as gc's runqput(pp, newg,
   * next=true) puts it in the P's runnext slot (runtime/proc.go newproc), kicking the previous one to
   * the queue. So `go a(); go b()` then a wait runs b first, then a (what go1.23 prints every time
   * with GOMAXPROCS=1, and most often on several cores). Only for resumable goroutines: a
   * run-to-completion one (a native's ctx.go) waits nested, so the order it starts in is what lets
   * a shorter wait finish inside a longer one. Registry packages' own `go` statements (the simulated
   * manager starting its runnables) keep creation order, which their callers' logs were built on.
   */
  private runnext: Goroutine | null = null;
  /**
   * Goroutines whose JS frames are live, innermost last; [0] is main. Past one, the running goroutine
   * runs nested (state.ts R.nested, kept in step with every push and pop).
   */
  private readonly stack: Goroutine[] = [];
  private readonly main: Goroutine;
  private nextId = 2;
  private timers: Timer[] = [];
  private timerSeq = 0;
  readonly clock: VirtualClock;
  /** The host's virtual-time limit (ns on this clock): no timer past it fires (run.ts Host). */
  deadline: (() => number | bigint | undefined) | null = null;
  /** Produces the `main.main()\n\t/path/main.go:N +0x0` lines of a deadlock report (run.ts sets it). */
  trace: TraceFn = () => 'main.main()\n';
  /** Another goroutine's frames and `created by` lines for the deadlock report (run.ts sets it). */
  traceOf: (
    sites: CallSite[],
    depth: number,
    created?: { site: CallSite | undefined; by: number },
  ) => string = () => '';

  /** The main goroutine's call positions and depth (for the deadlock report). */
  mainStack(): { sites: CallSite[]; depth: number } {
    // Running (its frames live in R) or suspended (saved on it by step()).
    if (this.stack.length > 0 && this.stack[this.stack.length - 1] === this.main)
      return { sites: R.sites, depth: R.depth };
    return { sites: sitesOf(this.main), depth: this.main.depth };
  }
  /** Live goroutines (for the memory budget). */
  get count(): number {
    return this.all.length + (this.all.includes(this.main) ? 0 : 1);
  }

  /**
   * Every value in a goroutine's frames (up to its call depth) or waiting as a goroutine's arguments:
   * the memory budget's roots beside package variables. An array filled by plain loops: with a
   * million goroutines, a generator's yield per value and a Set of them all cost seconds.
   */
  frameValues(): any[] {
    const out: any[] = [];
    const running = this.stack.length > 0 ? this.stack[this.stack.length - 1] : null;
    const put = (g: Goroutine) => {
      const frames = g === running ? R.frames : framesOf(g);
      const depth = g === running ? R.depth : g.depth;
      for (let d = 0; d <= depth && d < frames.length; d++) {
        const f = frames[d];
        if (f !== undefined) for (let i = 0; i < f.length; i++) out.push(f[i]);
      }
      for (let i = 0; i < g.args.length; i++) out.push(g.args[i]);
    };
    // The goroutines on the JS stack and main (a few), then the others, each once.
    const first = new Set<Goroutine>(this.stack);
    first.add(this.main);
    for (const g of first) put(g);
    for (const g of this.all) if (!first.has(g)) put(g);
    return out;
  }

  /** True once any goroutine was started. */
  used = false;

  constructor(clock: VirtualClock) {
    this.clock = clock;
    const m = new Goroutine();
    m.id = 1;
    m.onStack = true;
    m.sites = R.sites;
    m.frames = R.frames;
    this.main = m;
    this.stack.push(this.main);
  }

  /** The running goroutine's id (1 for main). */
  get currentId(): number {
    return this.stack[this.stack.length - 1].id;
  }

  /** A new goroutine's record, started by the running one at its position (gc's `created by`). */
  private spawn(): Goroutine {
    const g = new Goroutine();
    this.created(g);
    return g;
  }

  private created(g: Goroutine): void {
    g.id = this.nextId++;
    g.createdSite = R.sites[R.depth];
    g.createdBy = this.stack.length > 0 ? this.currentId : 1;
  }

  /** Start a run-to-completion goroutine `fn(...args)`. */
  go(fn: (...args: any[]) => any, args: any[], creator?: RuntimeCreator): void {
    charge(GOROUTINE_BYTES);
    this.used = true;
    R.threads = true;
    const g = this.spawn();
    if (creator !== undefined) {
      g.createdSite = runtimeSite(creator);
      g.createdBy = 0;
    }
    g.fn = fn;
    g.args = args;
    g.sites = [];
    g.frames = [];
    this.all.push(g);
  }

  /** Start a resumable goroutine. */
  goGen(gen: Resumable, next = true): void {
    charge(GOROUTINE_BYTES);
    this.used = true;
    R.threads = true;
    // The trampoline (gen.ts GoroutineRun) is the record itself: one object less a goroutine.
    let g: Goroutine;
    if (gen instanceof Goroutine) {
      g = gen;
      this.created(g);
    } else g = this.spawn();
    g.gen = gen;
    // Its call positions and frames come from the pool when it first runs (Scheduler.acquire).
    this.all.push(g);
    if (next) this.runnext = g;
  }

  /** Generator mode: run main's generator to completion, scheduling the others meanwhile. */
  runMain(gen: Resumable): void {
    const m = this.main;
    m.gen = gen;
    m.sites = R.sites;
    m.frames = R.frames;
    m.onStack = false;
    this.stack.length = 0;
    this.all.unshift(m);
    this.drive(() => !this.all.includes(m), null);
    if (this.mainGoexit) this.afterMainGoexit();
  }

  /** Main called runtime.Goexit (its deferred calls ran): set by `step`, or by run.ts (mainGoexited). */
  private mainGoexit = false;

  /** A main run as a plain function (no generator twin) ended by runtime.Goexit. */
  mainGoexited(): never {
    this.mainGoexit = true;
    this.afterMainGoexit();
  }

  /**
   * After main's Goexit the program goes on until no goroutine can run: then runtime.checkdead
   * reports the blocked ones (without main), or, with none left, "no goroutines (main called
   * runtime.Goexit)" (runtime/proc.go checkdead). A pending timer of the program's keeps it going.
   */
  private afterMainGoexit(): never {
    this.drive(() => this.all.length === 0 && !this.timers.some((t) => t.program && !t.cancelled), null);
    throw new FatalError(NO_GOROUTINES);
  }

  /**
   * A resident run (a manager the terminal keeps up between commands) may pause: the host asked for
   * it (`requestPause`, from a timer callback of the main loop) and no goroutine can run now. The main
   * loop then returns with main still alive; `resumeMain` continues it.
   */
  resident = false;
  private pauseRequested = false;
  /** The main loop returned because of a pause (main has not finished). */
  paused = false;

  /** Ask the main loop to pause once nothing can run; false when this run cannot pause here. */
  requestPause(): boolean {
    // only the main loop can return to the host: not from inside a goroutine or a synchronous wait
    if (!this.resident || this.stack.length > 0) return false;
    this.pauseRequested = true;
    return true;
  }

  /** Continue a paused main loop until main returns or the run pauses again. */
  resumeMain(): void {
    this.paused = false;
    const m = this.main;
    this.drive(() => !this.all.includes(m), null);
    if (this.mainGoexit) this.afterMainGoexit();
  }

  /**
   * Host code calling into a paused program (a webhook request reaching the manager): it runs as a
   * goroutine of its own, so a synchronous wait inside it parks that goroutine, not main.
   */
  enterFromHost<T>(fn: () => T): T {
    const g = new Goroutine();
    g.id = this.nextId++;
    g.onStack = true;
    g.sites = [];
    g.frames = [];
    const outer = this.stack.length > 0 ? this.stack[this.stack.length - 1] : undefined;
    if (outer !== undefined) outer.depth = R.depth;
    this.stack.push(g);
    R.nested = this.stack.length > 1;
    const savedDepth = R.depth;
    const savedSites = R.sites;
    const savedFrames = R.frames;
    const savedDeepAt = R.deepAt;
    R.depth = 0;
    R.sites = g.sites!;
    R.frames = g.frames!;
    R.deepAt = Math.min(R.maxDepth, DEEP_SEGMENT);
    try {
      return fn();
    } finally {
      R.deepAt = savedDeepAt;
      R.depth = savedDepth;
      R.sites = savedSites;
      R.frames = savedFrames;
      this.stack.pop();
      R.nested = this.stack.length > 1;
    }
  }

  /**
   * Call-position and frame arrays of goroutines that went off the JS stack no deeper than their
   * function (Scheduler.release), for the next one to run: a blocked goroutine keeps two fields
   * instead of two arrays.
   */
  private readonly pool: any[][] = [];

  /** Give `g` its arrays back before it runs (see Goroutine.sites). */
  private acquire(g: Goroutine): void {
    const p = this.pool;
    const sites: CallSite[] = p.length > 0 ? p.pop()! : new Array(2);
    const frames: any[][] = p.length > 0 ? p.pop()! : new Array(2);
    sites[1] = g.site1!;
    frames[1] = g.frame1!;
    g.site1 = undefined;
    g.frame1 = undefined;
    g.sites = sites;
    g.frames = frames;
  }

  /** Keep `g`'s position and frame at depth 1 in fields and pool its arrays, if nothing else is in them. */
  private release(g: Goroutine): void {
    const sites = g.sites!;
    const frames = g.frames!;
    if (sites.length > 2 || frames.length > 2 || sites[0] !== undefined || frames[0] !== undefined) return;
    g.site1 = sites[1];
    g.frame1 = frames[1];
    sites[1] = undefined!;
    frames[1] = undefined!;
    g.sites = null;
    g.frames = null;
    if (this.pool.length < POOL_ARRAYS) this.pool.push(sites, frames);
  }

  private finished(g: Goroutine): void {
    const i = this.all.indexOf(g);
    if (i >= 0) {
      this.all.splice(i, 1);
      if (this.rr > i) this.rr--;
    }
  }

  /** Schedule `fn` at virtual time now+ns. Returns a stop function (true if it was pending). */
  afterFunc(ns: number | bigint, fn: () => void, program = false): () => boolean {
    const when = BigInt(this.clock.now()) + BigInt(ns);
    const t: Timer = {
      when,
      seq: this.timerSeq++,
      fn,
      cancelled: false,
      g: this.stack.length > 0 ? this.currentId : 1,
      where: whereOf(R.sites, R.depth),
      program,
    };
    this.timers.push(t);
    this.timers.sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : a.seq - b.seq));
    return () => {
      const pending = !t.cancelled && this.timers.includes(t);
      t.cancelled = true;
      this.timers = this.timers.filter((x) => x !== t);
      return pending;
    };
  }

  /**
   * The virtual time (ns from now) of the first pending timer the program's own code set, or
   * undefined: the simulated manager's run is not idle while one is pending (bind/manager.ts).
   */
  nextProgramTimer(): bigint | undefined {
    const t = this.timers.find((x) => x.program);
    if (t === undefined) return undefined;
    const now = BigInt(this.clock.now());
    return t.when > now ? t.when - now : 0n;
  }

  /** A Park that becomes ready after `ns` of virtual time (time.Sleep in generator code). */
  sleepPark(ns: number | bigint, program = false): Park {
    let woke = false;
    this.afterFunc(
      BigInt(ns) > 0n ? ns : 0,
      () => {
        woke = true;
      },
      program,
    );
    return { reason: 'sleep', ready: () => woke };
  }

  sleep(ns: number | bigint): void {
    const p = this.sleepPark(ns);
    this.waitUntil(p.reason, p.ready);
  }

  /**
   * A preemption point of the running goroutine (a chunk of steps in Go code, state.ts R.preempt),
   * as gc's runtime preempts a goroutine that ran 10 ms without yielding (since go1.14, async
   * preemption; runtime/proc.go sysmon → retake → preemptone). The running goroutine's JS frames
   * cannot be suspended, so it stays where it is while the clock moves by PREEMPT_NS, timers due by
   * then fire, and every other runnable resumable goroutine runs one slice *nested*. When main
   * returns meanwhile, the program ends as gc's does (runtime.main calls exit(0) without waiting
   * for other goroutines). Deterministic: it happens at fixed step counts.
   */
  preempt(): void {
    const me = this.current();
    if (!this.quantum() || this.stack.length >= PREEMPT_NEST) {
      me.preemptEpoch = undefined;
      return;
    }
    const savedPark = me.park;
    me.park = PREEMPTED;
    try {
      // Only resumable goroutines: they return at their next wait. A run-to-completion goroutine
      // (a native's ctx.go) waits nested, and could then only wait for the one preempted beneath it.
      for (const g of this.all.filter((x) => x.gen !== null)) {
        if (!this.runnable(g)) continue;
        this.step(g);
        if (this.main.gen !== null && !this.all.includes(this.main) && !this.mainGoexit)
          throw new MainReturned();
      }
    } finally {
      me.park = savedPark;
      me.preemptEpoch = undefined;
    }
  }

  /** The running goroutine. */
  private current(): Goroutine {
    return this.stack.length > 0 ? this.stack[this.stack.length - 1] : this.main;
  }

  /**
   * A map access in a new epoch (state.ts R.mapAccess). gc's maps flag a write in progress
   * (runtime/map.go hashWriting) and throw when another access meets the flag: `concurrent map
   * writes` from a second writer, `concurrent map read and map write` from a reader. Here a write is
   * one JS step, so "in progress" is judged at the preemption points where goroutines interleave:
   * the access races when another goroutine is preempted right now and wrote (or read, for a
   * write) the map in the chunk of steps that ended there, with no synchronising operation since
   * (same epoch): on gc with several cores both would be touching the map at once.
   */
  mapAccess(m: MapRaceState, write: boolean, iter = false): void {
    if (!m.race) {
      if (write) m.we = R.epoch;
      else m.re = R.epoch;
      return;
    }
    const me = this.current();
    const w = m.wg as Goroutine | null;
    if (w !== null && w !== me && racing(w, m.we))
      this.mapFatal(write ? 'concurrent map writes' : readRace(iter), me, w);
    if (write) {
      const r = m.rg as Goroutine | null;
      // gc's reader is the one that notices (runtime/map.go mapaccess1, mapiternext): it is the
      // running goroutine of the report, the writer a runnable one.
      if (r !== null && r !== me && racing(r, m.re)) this.mapFatal(readRace(m.ri), r, me);
      m.we = R.epoch;
      m.wg = me;
    } else {
      m.re = R.epoch;
      m.rg = me;
      m.ri = iter;
    }
  }

  /** Main and the live goroutines other than `g`, in creation order (tracebackothers' order). */
  private othersThan(g: Goroutine): Goroutine[] {
    const out = [this.main, ...this.all.filter((x) => x !== this.main)].filter(
      (x) => x !== g && (x === this.main || this.all.includes(x) || this.stack.includes(x)),
    );
    return out.sort((a, b) => a.id - b.id);
  }

  /**
   * runtime.Stack's text (runtime/mprof.go Stack): the running goroutine as `[running]` without its
   * innermost `skip` frames (Stack's own: gc starts at its caller), with its `created by` lines; with
   * `all`, every other goroutine after it, each after a blank line with its state, in creation order
   * (runtime/traceback.go tracebackothers; main is gone once it called Goexit).
   */
  stackText(all: boolean, skip: number): string {
    const me = this.current();
    let s = `goroutine ${me.id} [running]:\n${this.traceOf(R.sites, Math.max(0, R.depth - skip), me.created)}`;
    if (!all) return s;
    for (const g of this.othersThan(me)) {
      if (g === this.main && this.mainGoexit) continue;
      const state =
        g.preemptEpoch !== undefined || g.park === null || g.park === PREEMPTED ? 'runnable' : g.park.reason;
      s += `\ngoroutine ${g.id} [${state}]:\n${syncFrames(state)}${this.traceOf(sitesOf(g), g.depth, g.created)}`;
    }
    return s;
  }

  /**
   * runtime.fatal's report (runtime/panic.go fatal → dopanic_m with all goroutines): the message,
   * the failing goroutine, then every other one with its state, in creation order. The failing
   * frame's line is that of its function's entry or last call (map accesses record no position).
   */
  private mapFatal(msg: string, running: Goroutine, other: Goroutine): never {
    const trace = (g: Goroutine) =>
      g === this.current()
        ? this.traceOf(R.sites, R.depth, g.created)
        : this.traceOf(sitesOf(g), g.depth, g.created);
    let s = `fatal error: ${msg}\n\ngoroutine ${running.id} [running]:\n${trace(running)}`;
    for (const g of this.othersThan(running)) {
      const state =
        g === other || g.preemptEpoch !== undefined || g.park === null || g.park === PREEMPTED
          ? 'runnable'
          : g.park.reason;
      s += `\ngoroutine ${g.id} [${state}]:\n${trace(g)}`;
    }
    throw new FatalError(s);
  }

  /**
   * The clock's side of a preemption point: virtual time moves by PREEMPT_NS (never past the run's
   * virtual-time limit) and the timers due by then fire. True when other goroutines exist, so that
   * letting them run makes sense (or one is beneath the running one). Generator code yields PREEMPTED after it (a real round-robin turn);
   * synchronous code calls `preempt`, which runs the others nested.
   */
  quantum(): boolean {
    // The chunk that just ended is the preempted goroutine's epoch; what follows is another.
    const epoch = R.epoch++;
    if (!this.used) return false;
    const now = BigInt(this.clock.now());
    const deadline = this.deadline?.();
    if (deadline === undefined || now + PREEMPT_NS <= BigInt(deadline)) this.clock.advance(PREEMPT_NS);
    const at = BigInt(this.clock.now());
    while (this.timers.length > 0 && this.timers[0].when <= at) this.timers.shift()!.fn();
    // A goroutine run nested (beneath it, another one waits or was preempted) yields to let it go on.
    if (this.stack.length <= 1 && !this.all.some((g) => !g.onStack)) return false;
    const me = this.current();
    me.preemptEpoch = epoch;
    return true;
  }

  /** runtime.Gosched from synchronous code: let runnable goroutines take a turn. */
  yieldNow(): void {
    const n = this.all.length;
    for (let i = 0; i < n; i++) this.stepOne();
  }

  private runnable(g: Goroutine): boolean {
    return !g.onStack && (g.park === null || g.park.ready());
  }

  /** Run one runnable goroutine for one slice; false if none could run. */
  private stepOne(): boolean {
    const next = this.runnext;
    if (next !== null && this.runnable(next)) {
      this.step(next);
      return true;
    }
    const n = this.all.length;
    for (let k = 0; k < n; k++) {
      const idx = (this.rr + k) % n;
      const g = this.all[idx];
      if (!this.runnable(g)) continue;
      this.rr = idx + 1;
      this.step(g);
      return true;
    }
    return false;
  }

  private step(g: Goroutine): void {
    // A switch costs steps, so goroutines that only hand work to each other forever stop at the
    // budget too (where the resumed goroutine waited).
    if ((R.steps -= SWITCH_STEPS) < 0) budgetRefill(whereOf(sitesOf(g), g.depth));
    if (g === this.runnext) this.runnext = null;
    g.onStack = true;
    g.park = null;
    g.preemptEpoch = undefined;
    R.epoch++;
    this.stack.push(g);
    R.nested = this.stack.length > 1;
    const savedDepth = R.depth;
    const savedSites = R.sites;
    const savedFrames = R.frames;
    const savedDeepAt = R.deepAt;
    const savedPanic = R.panic;
    const savedRecoverDepth = R.recoverDepth;
    const savedSig = R.sig;
    const savedInPanic = R.inPanic;
    R.panic = g.panic;
    R.recoverDepth = g.recoverDepth;
    R.sig = g.sig;
    R.inPanic = g.inPanic;
    const outer = this.stack.length > 1 ? this.stack[this.stack.length - 2] : undefined;
    if (outer !== undefined) outer.depth = savedDepth;
    R.depth = g.depth;
    if (g.sites === null) this.acquire(g);
    R.sites = g.sites!;
    R.frames = g.frames!;
    // The goroutine resumes on this JS stack: synchronous calls get a segment of their own.
    R.deepAt = Math.min(R.maxDepth, g.depth + DEEP_SEGMENT_GEN);
    try {
      if (g.gen !== null) {
        const r = g.gen.next();
        if (r.done) this.finished(g);
        else g.park = r.value;
      } else {
        // Listed (in `all`) while it runs, so a deadlock report shows it blocked in a nested wait,
        // as gc lists an AfterFunc goroutine (`created by time.goFunc`).
        try {
          g.fn!(...g.args);
        } finally {
          this.finished(g);
        }
      }
    } catch (thrown) {
      // The JS stack ran out (run.ts reportFailure): the overflow is this goroutine's, with its frames.
      const e =
        thrown instanceof RangeError && /call stack/i.test(thrown.message)
          ? new StackOverflow(captureSites())
          : thrown;
      // runtime.Goexit unwound the goroutine's frames (their deferred calls ran): it ends here.
      if (e instanceof GoPanic && e.goexit) {
        this.finished(g);
        if (g === this.main) this.mainGoexit = true;
        return;
      }
      if (e instanceof FatalError && e.goroutine === undefined) {
        e.goroutine = g.id;
        e.created = g.created;
      }
      if (e instanceof GoPanic) {
        const p = e as GoPanic & { goroutine?: number; created?: Goroutine['created'] };
        if (p.goroutine === undefined) {
          p.goroutine = g.id;
          p.created = g.created;
          // The goroutine's signal as it dies (run.ts panicReport prints its line).
          (p as GoPanic & { sig?: GoPanic | null }).sig = R.sig;
        }
      }
      throw e;
    } finally {
      R.deepAt = savedDeepAt;
      g.panic = R.panic;
      g.recoverDepth = R.recoverDepth;
      g.sig = R.sig;
      g.inPanic = R.inPanic;
      R.panic = savedPanic;
      R.recoverDepth = savedRecoverDepth;
      R.sig = savedSig;
      R.inPanic = savedInPanic;
      g.depth = R.depth;
      R.depth = savedDepth;
      R.sites = savedSites;
      R.frames = savedFrames;
      this.stack.pop();
      R.nested = this.stack.length > 1;
      g.onStack = false;
      R.epoch++;
      if (g.depth <= 1 && g !== this.main) this.release(g);
    }
  }

  /** Run goroutines and timers until `until()`; `me` is the waiting goroutine (for reports). */
  private drive(until: () => boolean, me: Goroutine | null, unblock?: () => boolean): void {
    while (!until()) {
      if (this.stepOne()) continue;
      if (me === null && this.pauseRequested) {
        this.pauseRequested = false;
        this.paused = true;
        return;
      }
      if (this.timers.length > 0) {
        // As a switch: a program that only sleeps and wakes forever stops at the budget.
        if ((R.steps -= TIMER_STEPS) < 0) {
          const { sites, depth } = this.mainStack();
          budgetRefill(whereOf(sites, depth));
        }
        const t = this.timers.shift()!;
        const now = BigInt(this.clock.now());
        const deadline = this.deadline?.();
        if (deadline !== undefined && t.when > BigInt(deadline)) {
          // Everything waits on the clock and the next wake-up is past the run's virtual-time limit
          // (a scenario's): the run ends where the clock would pass it, naming who waits.
          throw new FatalError(
            `virtual time limit reached: goroutine ${t.g} is still waiting at ${t.where} ` +
              `for a timer due in ${durationText(t.when - now)}, past the run's limit (${durationText(BigInt(deadline) > now ? BigInt(deadline) - now : 0n)} from now)\n`,
          );
        }
        if (t.when > now) this.clock.advance(t.when - now);
        t.fn();
        continue;
      }
      if (unblock !== undefined && this.readyBeneath(me) !== undefined && unblock()) continue;
      this.stuck(me);
    }
  }

  /**
   * Park the running goroutine until `ready()` (synchronous wait: other goroutines run nested).
   * `unblock`, if given, may resolve the wait itself when only a goroutine suspended beneath this
   * one could (see Chan.send); it returns true if it did.
   */
  waitUntil(reason: WaitReason, ready: () => boolean, unblock?: () => boolean): void {
    if (ready()) return;
    const me = this.current();
    // Called from a timer's callback (no goroutine on the stack: a native's AfterFunc calling into Go,
    // such as a controller's worker running Reconcile, which then sleeps), `me` is main, which may be
    // parked itself (in mgr.Start): its own park is put back afterwards, or main would resume with
    // its wait unmet.
    const saved = me.park;
    me.park = { reason, ready };
    try {
      this.drive(ready, me, unblock);
    } finally {
      me.park = saved;
    }
  }

  private readyBeneath(me: Goroutine | null): Goroutine | undefined {
    return this.stack.find((g) => g !== me && g.park !== null && g.park.ready());
  }

  private stuck(me: Goroutine | null): never {
    const beneath = this.readyBeneath(me);
    if (beneath !== undefined && me !== null) {
      throw new FatalError(
        `fatal error: goroutine ${me.id} waits (${me.park?.reason}) while goroutine ${beneath.id}, suspended beneath it, ` +
          'could continue: this goroutine pattern needs a goroutine to block inside synchronous code ' +
          '(a callback or native), which the interpreter cannot suspend\n',
      );
    }
    const reason = this.main.park?.reason ?? me?.park?.reason ?? 'select (no cases)';
    // runtime.checkdead → fatal: main first, then every other blocked goroutine in creation order
    // with its `created by` line (runtime/traceback.go tracebackothers), as gc prints them.
    // Parts joined once: appending to one string makes a rope of a million pieces that the first
    // read of the report (run.ts) then flattens, seconds for a million goroutines.
    // Once main called runtime.Goexit, it is gone from the list.
    const parts = this.mainGoexit
      ? ['fatal error: all goroutines are asleep - deadlock!\n']
      : [
          `fatal error: all goroutines are asleep - deadlock!\n\ngoroutine 1 [${reason}]:\n${syncFrames(reason)}${this.trace()}`,
        ];
    for (const g of this.all) {
      if (g === this.main || g.park === null) continue;
      const r = g.park.reason;
      // The waiting goroutine itself (run-to-completion, waiting nested) has its position in R.
      const live = g === this.current() && g.onStack;
      const trace = live
        ? this.traceOf(R.sites, R.depth, g.created)
        : this.traceOf(sitesOf(g), g.depth, g.created);
      parts.push(`\ngoroutine ${g.id} [${r}]:\n${syncFrames(r)}${trace}`);
    }
    throw new FatalError(parts.join(''));
  }
}

const GOSRC = '/usr/local/go/src';
/**
 * The standard library's frames above a goroutine blocked in package sync (natives here), as go1.23
 * prints them in a deadlock report (runtime/sema.go and sync/*.go lines of go1.23, GOROOT as
 * src/go/build/build.ts names it; arguments as `(...)` and offsets as +0x0 like every frame, but
 * none for Lock and RLock, which gc inlines and prints without one).
 */
const SYNC_FRAMES: Partial<Record<string, string>> = {
  semacquire:
    `sync.runtime_Semacquire(...)\n\t${GOSRC}/runtime/sema.go:71 +0x0\n` +
    `sync.(*WaitGroup).Wait(...)\n\t${GOSRC}/sync/waitgroup.go:118 +0x0\n`,
  'sync.Mutex.Lock':
    `sync.runtime_SemacquireMutex(...)\n\t${GOSRC}/runtime/sema.go:95 +0x0\n` +
    `sync.(*Mutex).lockSlow(...)\n\t${GOSRC}/sync/mutex.go:173 +0x0\n` +
    `sync.(*Mutex).Lock(...)\n\t${GOSRC}/sync/mutex.go:92\n`,
  'sync.RWMutex.Lock':
    `sync.runtime_SemacquireRWMutex(...)\n\t${GOSRC}/runtime/sema.go:105 +0x0\n` +
    `sync.(*RWMutex).Lock(...)\n\t${GOSRC}/sync/rwmutex.go:153 +0x0\n`,
  'sync.RWMutex.RLock':
    `sync.runtime_SemacquireRWMutexR(...)\n\t${GOSRC}/runtime/sema.go:100 +0x0\n` +
    `sync.(*RWMutex).RLock(...)\n\t${GOSRC}/sync/rwmutex.go:72\n`,
  // sync.(*Cond).Wait is Go code here (sync.go): its own frame follows.
  'sync.Cond.Wait': `sync.runtime_notifyListWait(...)\n\t${GOSRC}/runtime/sema.go:587 +0x0\n`,
};

function syncFrames(reason: string): string {
  return SYNC_FRAMES[reason] ?? '';
}
