package main

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sync"
)

// where prints the stack as a logger that walks runtime.Callers would: every frame, the
// runtime's own below the program's.
func where(label string) {
	pcs := make([]uintptr, 20)
	n := runtime.Callers(2, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	fmt.Println(label, n)
	for {
		f, more := frames.Next()
		fmt.Printf("  %s %s:%d\n", f.Function, filepath.Base(f.File), f.Line)
		if !more {
			break
		}
	}
	for skip := 1; ; skip++ {
		pc, file, line, ok := runtime.Caller(skip)
		if !ok {
			fmt.Println("  Caller stops at", skip)
			break
		}
		fmt.Printf("  %d %s %s:%d\n", skip, runtime.FuncForPC(pc).Name(), filepath.Base(file), line)
	}
}

var initialised = setUp()

func setUp() bool {
	where("var")
	return true
}

func init() { where("init") }

func main() {
	where("main")
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		where("goroutine")
	}()
	wg.Wait()
}

// Output:
// var 6
//   main.setUp runtime_callers_below_main.go:37
//   main.init runtime_callers_below_main.go:34
//   runtime.doInit1 proc.go:7291
//   runtime.doInit proc.go:7258
//   runtime.main proc.go:254
//   runtime.goexit asm_amd64.s:1700
//   1 main.setUp runtime_callers_below_main.go:37
//   2 main.init runtime_callers_below_main.go:34
//   3 runtime.doInit1 proc.go:7291
//   4 runtime.doInit proc.go:7258
//   5 runtime.main proc.go:254
//   6 runtime.goexit asm_amd64.s:1700
//   Caller stops at 7
// init 5
//   main.init.0 runtime_callers_below_main.go:41
//   runtime.doInit1 proc.go:7291
//   runtime.doInit proc.go:7258
//   runtime.main proc.go:254
//   runtime.goexit asm_amd64.s:1700
//   1 main.init.0 runtime_callers_below_main.go:41
//   2 runtime.doInit1 proc.go:7291
//   3 runtime.doInit proc.go:7258
//   4 runtime.main proc.go:254
//   5 runtime.goexit asm_amd64.s:1700
//   Caller stops at 6
// main 3
//   main.main runtime_callers_below_main.go:44
//   runtime.main proc.go:272
//   runtime.goexit asm_amd64.s:1700
//   1 main.main runtime_callers_below_main.go:44
//   2 runtime.main proc.go:272
//   3 runtime.goexit asm_amd64.s:1700
//   Caller stops at 4
// goroutine 2
//   main.main.func1 runtime_callers_below_main.go:49
//   runtime.goexit asm_amd64.s:1700
//   1 main.main.func1 runtime_callers_below_main.go:49
//   2 runtime.goexit asm_amd64.s:1700
//   Caller stops at 3
