// Calling at run time: function entries (frames, call depth, stack overflow), calls of holders,
// func values, interface methods and methods with receivers, and nil checks at call sites.

import type { Holder } from '../compile/ctx.ts';
import type { Ev } from '../ops.ts';
import { type GoPanic, nilDeref } from '../panic.ts';
import type { RType } from '../rtype.ts';
import { type CallSite, R } from '../state.ts';
import type { Iface } from '../values.ts';
import type { DeepFrame } from './deep.ts';

/**
 * Does generator code call `fn` through its twin (`$g`)? When it has one, unless the twin is only
 * there to preempt the body's loops (compile/program.ts `$pre`) and the goroutine does not run
 * nested (R.nested): the plain function is faster.
 */
export function viaTwin(fn: any): boolean {
  return fn.$g !== undefined && (R.nested || fn.$pre !== true);
}

export function makeGenEntry(
  paramSlots: number[],
  frame: { readonly nslots: number },
  runG: (f: any[]) => Generator<any, any, any>,
  env: any[],
  slots: number[],
): (...args: any[]) => Generator<any, any, any> {
  const np = paramSlots.length;
  const nc = env.length;
  // A plain function returning the body's generator, not a generator around it: the frame is made
  // at the call rather than at the first resumption (no Go code runs in between), and a goroutine
  // parked in the function keeps one generator less (issue 16: a million blocked goroutines).
  return (...args: any[]) => {
    const f = new Array(frame.nslots);
    for (let i = 0; i < np; i++) f[paramSlots[i]] = args[i];
    for (let i = 0; i < nc; i++) f[slots[i]] = env[i];
    return runG(f);
  };
}

/**
 * The trampolined twin's entry ($t, rt/deep.ts), shared by every closure value of one function:
 * called with the function value as `this`, whose captured values are its `$env` (set when it has
 * any). Returns the twin's generator or flat frame over a fresh frame for `args`.
 */
export function makeDeepEntry(
  paramSlots: number[],
  frame: { readonly nslots: number },
  deepRun: () => (f: any[]) => DeepFrame,
  slots: number[],
): (this: any, ...args: any[]) => DeepFrame {
  const np = paramSlots.length;
  const nc = slots.length;
  return function (this: any, ...args: any[]) {
    const f = new Array(frame.nslots);
    for (let i = 0; i < np; i++) f[paramSlots[i]] = args[i];
    if (nc > 0) {
      const env: any[] = this.$env;
      for (let i = 0; i < nc; i++) f[slots[i]] = env[i];
    }
    return deepRun()(f);
  };
}

export function makeEntry(
  paramSlots: number[],
  frame: { readonly nslots: number },
  run: (f: any[]) => any,
): (...args: any[]) => any {
  const np = paramSlots.length;
  // Slots are allocated densely from 1, so params are 1..np. The size is read at each call: a body's
  // lazy blocks (compile/stmt.ts lazyBlock) allocate their slots when they first run.
  // (Recycling frames through a free list was measured: no faster than V8's young-generation
  // allocation of a fresh array per call, so frames stay per call.)
  switch (np) {
    case 0:
      return () => run(new Array(frame.nslots));
    case 1:
      return (a) => {
        const f = new Array(frame.nslots);
        f[1] = a;
        return run(f);
      };
    case 2:
      return (a, b) => {
        const f = new Array(frame.nslots);
        f[1] = a;
        f[2] = b;
        return run(f);
      };
    case 3:
      return (a, b, c) => {
        const f = new Array(frame.nslots);
        f[1] = a;
        f[2] = b;
        f[3] = c;
        return run(f);
      };
    default:
      return (...args: any[]) => {
        const f = new Array(frame.nslots);
        for (let i = 0; i < np; i++) f[paramSlots[i]] = args[i];
        return run(f);
      };
  }
}

// Every call records its position in R.sites[R.depth] (state.ts) just before calling: the callee's
// frame is one deeper, so a native (which adds no depth) reads its Go caller there.

export function callHolder(h: Holder, args: Ev[], site: CallSite): Ev {
  switch (args.length) {
    case 0:
      return () => {
        R.sites[R.depth] = site;
        return h.fn();
      };
    case 1: {
      const [a] = args;
      return (f) => {
        const x = a(f);
        R.sites[R.depth] = site;
        return h.fn(x);
      };
    }
    case 2: {
      const [a, b] = args;
      return (f) => {
        const x = a(f);
        const y = b(f);
        R.sites[R.depth] = site;
        return h.fn(x, y);
      };
    }
    case 3: {
      const [a, b, c] = args;
      return (f) => {
        const x = a(f);
        const y = b(f);
        const z = c(f);
        R.sites[R.depth] = site;
        return h.fn(x, y, z);
      };
    }
    default:
      return (f) => {
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return h.fn(...xs);
      };
  }
}

export function callValue(fv: Ev, args: Ev[], site: CallSite): Ev {
  const n = args.length;
  return (f) => {
    const fn = fv(f);
    if (fn === null) throw at(site, nilDeref());
    switch (n) {
      case 0:
        R.sites[R.depth] = site;
        return fn();
      case 1: {
        const x = args[0](f);
        R.sites[R.depth] = site;
        return fn(x);
      }
      case 2: {
        const x = args[0](f);
        const y = args[1](f);
        R.sites[R.depth] = site;
        return fn(x, y);
      }
      default: {
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return fn(...xs);
      }
    }
  };
}

/** `faultAddr`: where gc faults for a nil receiver it could not prove nil (see unknownIfaceFault). */
export function callIface(recv: Ev, name: string, args: Ev[], site: CallSite, faultAddr = 0): Ev {
  let lastT: RType | null = null;
  // The entry, not its fn: a lazily compiled entry (typeconv.ts lazyEntry) replaces its fn after the
  // first call, and a cached fn kept calling the compiling stub (every h.Write of bench/go/bytes.go
  // went through it: a second call with a rest array and a spread).
  let lastE: { fn: any } | null = null;
  const n = args.length;
  return (f) => {
    const iv: Iface | null = recv(f);
    if (iv === null) throw faultAddr === 0 ? at(site, nilDeref()) : nilDerefAt(faultAddr, site);
    if (iv.t !== lastT) {
      lastT = iv.t;
      lastE = iv.t.methods.get(name)!;
    }
    const lastFn = lastE!.fn;
    switch (n) {
      case 0:
        R.sites[R.depth] = site;
        return lastFn(iv.v);
      case 1: {
        const fn = lastFn;
        const x = args[0](f);
        R.sites[R.depth] = site;
        return fn(iv.v, x);
      }
      case 2: {
        const fn = lastFn;
        const x = args[0](f);
        const y = args[1](f);
        R.sites[R.depth] = site;
        return fn(iv.v, x, y);
      }
      default: {
        const fn = lastFn;
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return fn(iv.v, ...xs);
      }
    }
  };
}

export function callDirect(recv: Ev, h: { fn: (...a: any[]) => any }, args: Ev[], site: CallSite): Ev {
  switch (args.length) {
    case 0:
      return (f) => {
        const r = recv(f);
        R.sites[R.depth] = site;
        return h.fn(r);
      };
    case 1: {
      const [a] = args;
      return (f) => {
        const r = recv(f);
        const x = a(f);
        R.sites[R.depth] = site;
        return h.fn(r, x);
      };
    }
    case 2: {
      const [a, b] = args;
      return (f) => {
        const r = recv(f);
        const x = a(f);
        const y = b(f);
        R.sites[R.depth] = site;
        return h.fn(r, x, y);
      };
    }
    default:
      return (f) => {
        const r = recv(f);
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return h.fn(r, ...xs);
      };
  }
}

export function callWithRecv(
  recv: Ev,
  target: (r: any) => { fn: (...a: any[]) => any; recv: any },
  args: Ev[],
  site: CallSite,
): Ev {
  const n = args.length;
  switch (n) {
    case 0:
      return (f) => {
        const m = target(recv(f));
        R.sites[R.depth] = site;
        return m.fn(m.recv);
      };
    case 1: {
      const [a] = args;
      return (f) => {
        const m = target(recv(f));
        const x = a(f);
        R.sites[R.depth] = site;
        return m.fn(m.recv, x);
      };
    }
    case 2: {
      const [a, b] = args;
      return (f) => {
        const m = target(recv(f));
        const x = a(f);
        const y = b(f);
        R.sites[R.depth] = site;
        return m.fn(m.recv, x, y);
      };
    }
    default:
      return (f) => {
        const m = target(recv(f));
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return m.fn(m.recv, ...xs);
      };
  }
}

/**
 * A runtime panic raised by an expression (not a call): it happened at `site`, which becomes the
 * innermost frame's position in the panic's stack trace (and the frame's current position).
 */
export function at(site: CallSite | undefined, p: GoPanic): GoPanic {
  if (site !== undefined) {
    R.sites[R.depth] = site;
    if (p.sites.length > 0) p.sites[0] = site;
  }
  return p;
}

export function nonNil(ev: Ev, site?: CallSite): Ev {
  return (f) => {
    const v = ev(f);
    if (v === null) throw at(site, nilDeref());
    return v;
  };
}

/**
 * gc faults at the address it loads from (the SIGSEGV line's addr=), except past the first page:
 * for offsets of 4096 and more it emits an explicit nil check, which faults at 0
 * (cmd/compile/internal/ssa nilcheck.go minZeroPage).
 */
const MIN_ZERO_PAGE = 4096;

export function nilDerefAt(addr: number, site?: CallSite): GoPanic {
  const p = at(site, nilDeref());
  if (addr > 0 && addr < MIN_ZERO_PAGE) (p as GoPanic & { addr?: number }).addr = addr;
  return p;
}

export function nonNilAt(ev: Ev, addr: number, site?: CallSite): Ev {
  if (addr === 0 || addr >= MIN_ZERO_PAGE) return nonNil(ev, site);
  return (f) => {
    const v = ev(f);
    if (v === null) throw nilDerefAt(addr, site);
    return v;
  };
}
