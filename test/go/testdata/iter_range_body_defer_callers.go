package main

import (
	"fmt"
	"runtime"
	"slices"
)

func who(skip int) string {
	pc, _, line, _ := runtime.Caller(skip)
	return fmt.Sprintf("%s:%d", runtime.FuncForPC(pc).Name(), line)
}

func cleanup(tag string) {
	fmt.Println(tag, "<-", who(2))
}

func seq(yield func(int) bool) {
	for i := 0; i < 2; i++ {
		if !yield(i) {
			return
		}
	}
}

func main() {
	for i := range seq {
		defer cleanup(fmt.Sprint("body defer ", i))
		defer func() { fmt.Println("closure defer", i, who(1), who(2)) }()
		if i == 1 {
			fmt.Println("in body", who(1))
		}
	}
	for v := range slices.Values([]string{"x"}) {
		func() {
			defer cleanup("inner " + v)
		}()
	}
	defer cleanup("main")
}

// Output:
// in body main.main-range1:31
// inner x <- main.main.func2:37
// main <- main.main:40
// closure defer 1 main.main.func1:29 main.main:40
// body defer 1 <- main.main:40
// closure defer 0 main.main.func1:29 main.main:40
// body defer 0 <- main.main:40
