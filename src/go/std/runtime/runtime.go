package runtime

type Error interface {
	error
	RuntimeError()
}

// A TypeAssertionError explains a failed type assertion. The interpreter makes its values (and
// its methods), interp/panic.ts.
type TypeAssertionError struct {
	msg string
}

func (*TypeAssertionError) RuntimeError() {}

func (e *TypeAssertionError) Error() string { return e.msg }

// A PanicNilError happens when code calls panic(nil) (the interpreter's, interp/panic.ts).
type PanicNilError struct{}

func (*PanicNilError) Error() string { return "panic called with nil argument" }
func (*PanicNilError) RuntimeError() {}

const GOOS = "linux"

const GOARCH = "amd64"

const Compiler = "gc"

func Gosched()

// Goexit runs the deferred calls of the calling goroutine and ends it (a native: the interpreter's
// goexit unwinding, interp/panic.ts goexitUnwind).
func Goexit()

// Breakpoint executes a breakpoint trap.
func Breakpoint()

func GC() {}

func KeepAlive(x any) {}

// NumGoroutine returns the number of goroutines that currently exist (started and not yet
// returned, main included).
func NumGoroutine() int

func NumCPU() int { return 1 }

func GOMAXPROCS(n int) int { return 1 }

func Version() string { return "go1.26.0" }

func GOROOT() string { return "/usr/local/go" }

// Stack formats a stack trace of the calling goroutine into buf and returns the number of bytes
// written to buf. Here the trace has the calling function's frame only.
func Stack(buf []byte, all bool) int {
	return copy(buf, stackText(all))
}

func stackText(all bool) string

// A MemStats records statistics about the memory allocator (go1.23's fields, src/runtime/mstats.go).
type MemStats struct {
	Alloc         uint64
	TotalAlloc    uint64
	Sys           uint64
	Lookups       uint64
	Mallocs       uint64
	Frees         uint64
	HeapAlloc     uint64
	HeapSys       uint64
	HeapIdle      uint64
	HeapInuse     uint64
	HeapReleased  uint64
	HeapObjects   uint64
	StackInuse    uint64
	StackSys      uint64
	MSpanInuse    uint64
	MSpanSys      uint64
	MCacheInuse   uint64
	MCacheSys     uint64
	BuckHashSys   uint64
	GCSys         uint64
	OtherSys      uint64
	NextGC        uint64
	LastGC        uint64
	PauseTotalNs  uint64
	PauseNs       [256]uint64
	PauseEnd      [256]uint64
	NumGC         uint32
	NumForcedGC   uint32
	GCCPUFraction float64
	EnableGC      bool
	DebugGC       bool
	BySize        [61]struct {
		Size    uint32
		Mallocs uint64
		Frees   uint64
	}
}

// ReadMemStats fills m from the interpreter's estimate of the live heap (the memory budget's
// measure): Alloc, HeapAlloc and TotalAlloc are that estimate, the other sizes are derived from it
// the way a small gc heap looks (spans of 8 KiB, arenas of 4 MiB, 8 KiB per goroutine stack). No
// collection runs, so NumGC stays 0.
func ReadMemStats(m *MemStats) {
	live := uint64(heapBytes())
	stacks := uint64(NumGoroutine()) * 8192
	*m = MemStats{}
	m.Alloc = live
	m.TotalAlloc = live
	m.HeapAlloc = live
	m.HeapInuse = (live + 8191) / 8192 * 8192
	m.HeapSys = (m.HeapInuse/(4<<20) + 1) * (4 << 20)
	m.HeapIdle = m.HeapSys - m.HeapInuse
	m.HeapObjects = live / 64
	m.Mallocs = m.HeapObjects
	m.StackInuse = stacks
	m.StackSys = stacks
	m.OtherSys = 1 << 20
	m.Sys = m.HeapSys + m.StackSys + m.OtherSys
	m.NextGC = 4 << 20
	if 2*live > m.NextGC {
		m.NextGC = 2 * live
	}
	m.EnableGC = true
}

func heapBytes() int

// SetFinalizer: the interpreter's heap is JavaScript's, whose collections a program cannot see, so
// a finalizer never runs (Go does not promise that one runs before the program exits either).
func SetFinalizer(obj any, finalizer any) {}

func LockOSThread() {}

func UnlockOSThread() {}

func NumCgoCall() int64 { return 0 }
