package main

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
)

func where(skip int) string {
	_, file, line, ok := runtime.Caller(skip)
	return fmt.Sprintf("%s:%d %v", filepath.Base(file), line, ok)
}

func helper() string {
	return where(2)
}

type logger struct{}

func (logger) Info(msg string) {
	pc, file, line, _ := runtime.Caller(1)
	fn := runtime.FuncForPC(pc)
	fmt.Printf("%s:%d %s %s\n", filepath.Base(file), line, fn.Name(), msg)
}

func stack() []string {
	pcs := make([]uintptr, 10)
	n := runtime.Callers(1, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	var out []string
	for {
		f, more := frames.Next()
		if strings.HasPrefix(f.Function, "main.") {
			out = append(out, fmt.Sprintf("%s %s:%d", f.Function, filepath.Base(f.File), f.Line))
		}
		if !more {
			break
		}
	}
	return out
}

//go:noinline
func outer() []string {
	return func() []string { return stack() }()
}

func main() {
	fmt.Println(where(0))
	fmt.Println(where(1))
	fmt.Println(helper())
	_, _, _, ok := runtime.Caller(100)
	fmt.Println(ok)
	logger{}.Info("hello")
	for _, s := range outer() {
		fmt.Println(s)
	}
	pcs := make([]uintptr, 1)
	fmt.Println(runtime.Callers(0, pcs), runtime.FuncForPC(pcs[0]).Name())
	var nilFunc *runtime.Func
	fmt.Printf("%q\n", nilFunc.Name())
}


// Output:
// std_runtime_caller.go:11 true
// std_runtime_caller.go:51 true
// std_runtime_caller.go:52 true
// false
// std_runtime_caller.go:55 main.main hello
// main.stack std_runtime_caller.go:29
// main.outer.func1 std_runtime_caller.go:46
// main.outer std_runtime_caller.go:46
// main.main std_runtime_caller.go:56
// 1 runtime.Callers
// ""
