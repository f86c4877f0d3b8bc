package debug

import (
	"math"
	"os"
)

// Stack returns a formatted stack trace of the calling goroutine: the "goroutine N [running]:"
// header, Stack's own frame, then the program's frames as the interpreter records them.
func Stack() []byte {
	return []byte(stackText())
}

func stackText() string

// PrintStack prints the stack trace returned by Stack to standard error.
func PrintStack() {
	os.Stderr.Write(Stack())
}

var gcPercent = 100

// SetGCPercent sets the garbage collection target percentage and returns the previous setting
// (100 at start; the interpreter's collector is JavaScript's, which it does not steer).
func SetGCPercent(percent int) int {
	old := gcPercent
	gcPercent = percent
	return old
}

var memoryLimit int64 = math.MaxInt64

// SetMemoryLimit sets the soft memory limit and returns the previous one (MaxInt64 at start);
// a negative limit only reads it.
func SetMemoryLimit(limit int64) int64 {
	old := memoryLimit
	if limit >= 0 {
		memoryLimit = limit
	}
	return old
}

var maxStack = 1000000000

// SetMaxStack sets the maximum stack size of a goroutine and returns the previous one (1 GB, the
// amd64 default).
func SetMaxStack(bytes int) int {
	old := maxStack
	maxStack = bytes
	return old
}

var maxThreads = 10000

func SetMaxThreads(threads int) int {
	old := maxThreads
	maxThreads = threads
	return old
}

// FreeOSMemory forces a garbage collection and returns memory to the operating system: nothing to
// do here.
func FreeOSMemory() {}

// SetTraceback sets how much the runtime prints before exiting on a panic; only the default
// ("single") is simulated.
func SetTraceback(level string) {}

func SetPanicOnFault(enabled bool) bool { return false }
