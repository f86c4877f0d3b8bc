package main

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
)

type svc struct{}

func (s *svc) handle() string { return where() }

func where() string {
	pc, file, line, ok := runtime.Caller(1)
	fn := runtime.FuncForPC(pc)
	return fmt.Sprintf("%s %s:%d %v", fn.Name(), filepath.Base(file), line, ok)
}

func generic[T any](v T) string { return where() }

func main() {
	fmt.Println(where())
	fmt.Println((&svc{}).handle())
	fmt.Println(func() string { return where() }())
	fmt.Println(generic(1))
	pcs := make([]uintptr, 10)
	n := runtime.Callers(1, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if strings.HasPrefix(f.Function, "main.") {
			fmt.Println(f.Function, filepath.Base(f.File), f.Line)
		}
		if !more {
			break
		}
	}
	fmt.Println(runtime.NumGoroutine(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU() > 0)
}

// Output:
// main.main runtime_caller_funcnames.go:23 true
// main.(*svc).handle runtime_caller_funcnames.go:12 true
// main.main.func1 runtime_caller_funcnames.go:25 true
// main.generic[...] runtime_caller_funcnames.go:20 true
// main.main runtime_caller_funcnames.go 28
// 1 linux amd64 true
