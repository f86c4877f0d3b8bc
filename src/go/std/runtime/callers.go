package runtime

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
