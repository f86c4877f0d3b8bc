// package fmt: declarations (Go source) and natives. Formatting lives in print.ts/format.ts;
// Errorf's wrapping types are ordinary Go (as go/src/fmt/errors.go).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { implementsIface, ptrTo } from '../../interp/rtype.ts';
import { Iface, type Slice } from '../../interp/values.ts';
import { bytesOf, elems, sliceOf } from '../internal/conv.ts';
import { toStdout } from '../internal/stdout.ts';
import src from './fmt.go?raw';
import { type FormatterHook, Printer } from './print.ts';
import { quickSprint, quickSprintf } from './quick.ts';
import { type CustomScan, type Scanner, type ScanResult, sscan, sscanf } from './scan.ts';
import { scanReaderSrc } from './scan-reader.ts';

/** The native printer behind each State value handed to a Format method. */
const printers = new WeakMap<object, Printer>();

function hook(ctx: NativeContext): FormatterHook {
  return {
    callFormat(p: Printer, arg: Iface, verb: number): void {
      const state = { id: 0 };
      printers.set(state, p);
      const st = new Iface(ptrTo(ctx.typeOf('fmt', 'pp')), state);
      ctx.callMethod(arg, 'Format', st, verb);
    },
  };
}

const hooks = new WeakMap<NativeContext, FormatterHook>();
function hookFor(ctx: NativeContext): FormatterHook {
  let h = hooks.get(ctx);
  if (h === undefined) {
    h = hook(ctx);
    hooks.set(ctx, h);
  }
  return h;
}

function sprintfCtx(ctx: NativeContext, format: string, a: Slice | null): string {
  return sprintfValues(ctx, format, elems(a));
}

/**
 * fmt.Sprintf(format, args...) as a Go caller would get it (String, Error and Format methods called
 * through the program), for natives outside fmt that print Go values.
 */
export function sprintfValues(ctx: NativeContext, format: string, args: readonly (Iface | null)[]): string {
  const quick = quickSprintf(format, args);
  if (quick !== undefined) return quick;
  const p = new Printer(hookFor(ctx));
  p.doPrintf(format, args);
  return p.buf;
}

function sprintCtx(ctx: NativeContext, a: Slice | null, ln: boolean): string {
  const args = elems(a);
  const quick = quickSprint(args, ln);
  if (quick !== undefined) return quick;
  const p = new Printer(hookFor(ctx));
  if (ln) p.doPrintln(args);
  else p.doPrint(args);
  return p.buf;
}

/** The native scanner behind the ScanState (a *ss) handed to Scan methods. */
const scanners = new WeakMap<object, Scanner>();

function scannerOf(recv: object): Scanner {
  const sc = scanners.get(recv);
  if (sc === undefined) throw new Error('fmt: ScanState used outside its Scan call');
  return sc;
}

/** Calls an operand's own Scan method (fmt.Scanner) with st, a *ss over the scanner's input. */
function customScan(ctx: NativeContext, st: Iface): CustomScan {
  const scannerIface = ctx.typeOf('fmt', 'Scanner');
  return (sc, p, verb) => {
    if (!implementsIface(p.t, scannerIface)) return false;
    scanners.set(st.v as object, sc);
    sc.lastSize = 0;
    return ctx.callMethod(p, 'Scan', st, verb.codePointAt(0)!) as Iface | null;
  };
}

function printerOf(recv: object): Printer {
  const p = printers.get(recv);
  if (p === undefined) throw new Error('fmt: State used outside its Format call');
  return p;
}

let pkg: NativePackage | undefined;

export function fmtPackage(): NativePackage {
  pkg ??= {
    path: 'fmt',
    files: [
      { name: 'fmt.go', src },
      { name: 'scan.go', src: scanReaderSrc },
    ],
    natives: {
      Sprintf: (ctx, format: string, a: Slice | null) => sprintfCtx(ctx, format, a),
      Sprint: (ctx, a: Slice | null) => sprintCtx(ctx, a, false),
      Sprintln: (ctx, a: Slice | null) => sprintCtx(ctx, a, true),
      Printf: (ctx, format: string, a: Slice | null) => toStdout(ctx, sprintfCtx(ctx, format, a)),
      Print: (ctx, a: Slice | null) => toStdout(ctx, sprintCtx(ctx, a, false)),
      Println: (ctx, a: Slice | null) => toStdout(ctx, sprintCtx(ctx, a, true)),
      errorf: (ctx, format: string, a: Slice | null) => {
        const p = new Printer(hookFor(ctx));
        p.wrapErrs = true;
        p.doPrintf(format, elems(a));
        const wrapped = p.wrappedErrs.slice();
        if (p.reordered) wrapped.sort((x, y) => x - y);
        return [p.buf, wrapped.length === 0 ? null : sliceOf(wrapped)];
      },
      scan: (ctx, str: string, format: string, mode: number | bigint, a: Slice | null, st: Iface) => {
        const args = elems(a);
        const m = Number(mode);
        const custom = customScan(ctx, st);
        const r = m === 2 ? sscanf(str, format, args, custom) : sscan(str, args, m === 1, custom);
        return [r.n, r.code, r.msg, r.err ?? null];
      },
      // Fscan/Fscanln/Fscanf handed the ScanState of a Scan method: as scan.go's newScanState,
      // they go on reading the input of the scan under way (within its width), from where it is.
      scanNested: (ctx, st: Iface, format: string, mode: number | bigint, a: Slice | null) => {
        const outer = scannerOf(st.v as object);
        const m = Number(mode);
        const rest = outer.s.substring(outer.i, outer.end);
        const at = { i: 0 };
        const custom = customScan(ctx, st);
        let r: ScanResult;
        try {
          r =
            m === 2 ? sscanf(rest, format, elems(a), custom, at) : sscan(rest, elems(a), m === 1, custom, at);
        } finally {
          scanners.set(st.v as object, outer);
        }
        outer.i += at.i;
        outer.lastSize = 0;
        return [r.n, r.code, r.msg, r.err ?? null];
      },
      '*ss.readRune': (_ctx, recv: object) => {
        const sc = scannerOf(recv);
        const { r, size } = sc.rune();
        if (size === 0) return [0, 0];
        sc.i += size;
        sc.lastSize = size;
        return [r, size];
      },
      '*ss.UnreadRune': (_ctx, recv: object) => {
        const sc = scannerOf(recv);
        sc.i -= sc.lastSize;
        sc.lastSize = 0;
        return null;
      },
      '*ss.SkipSpace': (_ctx, recv: object) => {
        scannerOf(recv).skipSpace();
      },
      '*ss.Width': (_ctx, recv: object) => {
        const w = scannerOf(recv).wid;
        return w < 0 ? [0, false] : [w, true];
      },
      FormatString: (ctx, state: Iface | null, verb: number) => {
        // Only our own State implementation is inspected natively; others go through methods.
        let s = '%';
        const flags = '+-# 0';
        for (const c of flags) if (ctx.callMethod(state, 'Flag', c.charCodeAt(0))) s += c;
        const [w, wok] = ctx.callMethod(state, 'Width');
        if (wok) s += String(w);
        const [pr, pok] = ctx.callMethod(state, 'Precision');
        if (pok) s += `.${pr}`;
        return s + String.fromCodePoint(verb);
      },
      '*pp.Write': (_ctx, recv: object, b: Slice | null) => {
        const s = bytesOf(b);
        printerOf(recv).write(s);
        return [s.length, null];
      },
      '*pp.WriteString': (_ctx, recv: object, s: string) => {
        printerOf(recv).write(s);
        return [s.length, null];
      },
      '*pp.Width': (_ctx, recv: object) => {
        const f = printerOf(recv).f;
        return [f.wid, f.widPresent];
      },
      '*pp.Precision': (_ctx, recv: object) => {
        const f = printerOf(recv).f;
        return [f.prec, f.precPresent];
      },
      '*pp.Flag': (_ctx, recv: object, c: number) => {
        const f = printerOf(recv).f;
        switch (c) {
          case 0x2d:
            return f.minus;
          case 0x2b:
            return f.plus || f.plusV;
          case 0x23:
            return f.sharp || f.sharpV;
          case 0x20:
            return f.space;
          case 0x30:
            return f.zero;
        }
        return false;
      },
    },
  };
  return pkg;
}
