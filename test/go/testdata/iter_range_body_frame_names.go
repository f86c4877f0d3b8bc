package main

import (
	"fmt"
	"iter"
	"runtime"
	"slices"
	"strings"
)

// A tracing helper that reports who called it, used inside loops over
// iterators: each loop body is a function of its own in gc.

func where() string {
	pc, _, line, _ := runtime.Caller(1)
	return fmt.Sprintf("%s:%d", runtime.FuncForPC(pc).Name(), line)
}

func stack() string {
	pcs := make([]uintptr, 16)
	n := runtime.Callers(2, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	var names []string
	for {
		f, more := frames.Next()
		names = append(names, f.Function)
		if !more {
			break
		}
	}
	return strings.Join(names, " <- ")
}

func count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

type Tree struct {
	Left, Right *Tree
	Val         int
}

func (t *Tree) walk(yield func(int) bool) bool {
	if t == nil {
		return true
	}
	return t.Left.walk(yield) && yield(t.Val) && t.Right.walk(yield)
}

func (t *Tree) All(yield func(int) bool) { t.walk(yield) }

func visit(t *Tree) {
	for v := range t.All {
		if v == 2 {
			fmt.Println("visit", v, where())
			fmt.Println(stack())
		}
	}
}

func main() {
	fmt.Println(where())
	for i := range count(2) {
		fmt.Println(i, where())
		for j := range count(1) {
			fmt.Println(i, j, where())
		}
		func() {
			fmt.Println("closure", where())
		}()
	}
	for s := range slices.Values([]string{"a"}) {
		fmt.Println(s, where())
	}
	work := func() {
		for k := range count(1) {
			fmt.Println("in func literal", k, where())
			func() { fmt.Println("nested", where()) }()
		}
	}
	work()
	visit(&Tree{Left: &Tree{Val: 1}, Val: 2, Right: &Tree{Val: 3}})
	defer func() {
		fmt.Println("deferred", where())
	}()
	for range count(1) {
		defer func() { fmt.Println("deferred in body", where()) }()
	}
}

// Output:
// main.main:68
// 0 main.main-range1:70
// 0 0 main.main-range2:72
// closure main.main.func1:75
// 1 main.main-range1:70
// 1 0 main.main-range2:72
// closure main.main.func1:75
// a main.main-range3:79
// in func literal 0 main.main.func2-range1:83
// nested main.main.func2.1:84
// visit 2 main.visit-range1:61
// main.visit-range1 <- main.(*Tree).walk <- main.(*Tree).All <- main.visit <- main.main <- runtime.main <- runtime.goexit
// deferred in body main.main.func4:93
// deferred main.main.func3:90
