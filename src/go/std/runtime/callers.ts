// runtime.Caller / Callers and the program counters behind CallersFrames and FuncForPC. A program
// counter here is a number standing for one call position (function, file, line): the same position
// always gets the same number within a process, and each function an entry number of its own, so
// the Go side (runtime.go) can map them back as the real runtime does through its pclntab.

import type { CallerInfo, NativeContext } from '../../interp/native.ts';
import { goString } from '../../interp/strings.ts';
import type { Slice } from '../../interp/values.ts';

interface Pc {
  readonly func: string;
  readonly file: string;
  readonly line: number;
  readonly entry: number;
}

const PC_BASE = 0x4a0000;
const ENTRY_BASE = 0x401000;
const byKey = new Map<string, number>();
const pcs: Pc[] = [];
const entries = new Map<string, number>();

/** runtime.Callers' own frame (skip 0), as go1.23 reports it. */
const CALLERS_FRAME: CallerInfo = {
  func: 'runtime.Callers',
  file: '/usr/local/go/src/runtime/extern.go',
  line: 331,
  col: 1,
};

function pcOf(c: CallerInfo): number {
  const key = `${c.func}\0${c.file}\0${c.line}`;
  let pc = byKey.get(key);
  if (pc === undefined) {
    let entry = entries.get(c.func);
    if (entry === undefined) {
      entry = ENTRY_BASE + entries.size * 0x100;
      entries.set(c.func, entry);
    }
    // a return address: one past the call, as the real runtime's Callers reports
    pc = PC_BASE + pcs.length * 0x10 + 1;
    pcs.push({ func: c.func, file: c.file, line: c.line, entry });
    byKey.set(key, pc);
  }
  return pc;
}

function pcInfo(pc: number): Pc | undefined {
  const i = Math.floor((pc - PC_BASE) / 0x10);
  return i >= 0 && i < pcs.length ? pcs[i] : undefined;
}

/** Go side: Caller, Callers, FuncForPC, Frames (a file of package runtime beside runtime.go). */
export const callersSrc = `package runtime

// Caller reports file and line number information about function invocations on the calling
// goroutine's stack. The argument skip is the number of stack frames to ascend, with 0 identifying
// the caller of Caller.
func Caller(skip int) (pc uintptr, file string, line int, ok bool)

// Callers fills the slice pc with the return program counters of function invocations on the
// calling goroutine's stack. The argument skip is the number of stack frames to skip before
// recording in pc, with 0 identifying the frame for Callers itself and 1 identifying the caller of
// Callers. It returns the number of entries written to pc.
func Callers(skip int, pc []uintptr) int

// pcInfo maps a program counter from Caller or Callers back to its function, file and line.
func pcInfo(pc uintptr) (function string, file string, line int, entry uintptr, ok bool)

// A Func represents a Go function in the running binary.
type Func struct {
	opaque struct{}
	name   string
	file   string
	line   int
	entry  uintptr
}

// FuncForPC returns a *Func describing the function that contains the given program counter
// address, or else nil.
func FuncForPC(pc uintptr) *Func {
	name, file, line, entry, ok := pcInfo(pc)
	if !ok {
		return nil
	}
	return &Func{name: name, file: file, line: line, entry: entry}
}

// Name returns the name of the function.
func (f *Func) Name() string {
	if f == nil {
		return ""
	}
	return f.name
}

// Entry returns the entry address of the function.
func (f *Func) Entry() uintptr {
	if f == nil {
		return 0
	}
	return f.entry
}

// FileLine returns the file name and line number of the source code corresponding to the program
// counter pc.
func (f *Func) FileLine(pc uintptr) (file string, line int) {
	_, file, line, _, ok := pcInfo(pc)
	if !ok {
		return "?", 0
	}
	return file, line
}

// Frames may be used to get function/file/line information for a slice of PC values returned by
// Callers.
type Frames struct {
	callers []uintptr
}

// Frame is the information returned by Frames for each call frame.
type Frame struct {
	// PC is the program counter for the location in this frame.
	PC uintptr

	// Func is the Func value of this call frame.
	Func *Func

	// Function is the package path-qualified function name of this call frame.
	Function string

	// File and Line are the file name and line number of the location in this frame.
	File string
	Line int

	startLine int

	// Entry point program counter for the function.
	Entry uintptr
}

// CallersFrames takes a slice of PC values returned by Callers and prepares to return
// function/file/line information. Do not change the slice until you are done with the Frames.
func CallersFrames(callers []uintptr) *Frames {
	return &Frames{callers: callers}
}

// Next returns a Frame representing the next call frame in the slice of PC values, and reports
// whether there are more frames.
func (ci *Frames) Next() (frame Frame, more bool) {
	for len(ci.callers) > 0 {
		pc := ci.callers[0]
		ci.callers = ci.callers[1:]
		name, file, line, entry, ok := pcInfo(pc)
		if !ok {
			continue
		}
		frame = Frame{PC: pc - 1, Func: &Func{name: name, file: file, line: line, entry: entry}, Function: name, File: file, Line: line, Entry: entry}
		return frame, len(ci.callers) > 0
	}
	return Frame{}, false
}
`;

export const callersNatives = {
  // Caller(skip) (pc uintptr, file string, line int, ok bool): skip 0 is Caller's caller.
  Caller: (ctx: NativeContext, skip: number) => {
    const c = skip >= 0 ? ctx.callers()[skip] : undefined;
    if (c === undefined) return [0, goString(''), 0, false];
    return [pcOf(c), goString(c.file), c.line, true];
  },
  // Callers(skip, pc []uintptr) int: skip 0 is Callers itself, 1 its caller.
  Callers: (ctx: NativeContext, skip: number, out: Slice | null) => {
    if (out === null) return 0;
    const frames = [CALLERS_FRAME, ...ctx.callers()];
    let n = 0;
    for (let i = Math.max(skip, 0); i < frames.length && n < out.len; i++) out.set(n++, pcOf(frames[i]));
    return n;
  },
  // pcInfo(pc uintptr) (function, file string, line int, entry uintptr, ok bool)
  pcInfo: (_ctx: NativeContext, pc: number) => {
    const p = pcInfo(pc);
    if (p === undefined) return [goString(''), goString(''), 0, 0, false];
    return [goString(p.func), goString(p.file), p.line, p.entry, true];
  },
};
