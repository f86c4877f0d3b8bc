package runtime

type Error interface {
	error
	RuntimeError()
}

const GOOS = "linux"

const GOARCH = "amd64"

const Compiler = "gc"

func Gosched()

// Goexit runs the deferred calls of the calling goroutine and ends it (a native: the interpreter's
// goexit unwinding, interp/panic.ts goexitUnwind).
func Goexit()

func GC() {}

func KeepAlive(x any) {}

func NumCPU() int { return 1 }

func GOMAXPROCS(n int) int { return 1 }

func Version() string { return "go1.26.0" }

func GOROOT() string { return "/usr/local/go" }

// Stack formats a stack trace of the calling goroutine into buf and returns the number of bytes
// written to buf. Here the trace has the calling function's frame only.
func Stack(buf []byte, all bool) int {
	return copy(buf, stackText())
}

func stackText() string
