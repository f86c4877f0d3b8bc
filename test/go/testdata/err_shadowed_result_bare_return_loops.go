package main

import (
	"fmt"
	"strconv"
)

func parse(s string) (n int, err error) {
	if s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			return
		}
		_ = n
	}
	for i := 0; i < 2; i++ {
		err := fmt.Errorf("try %d", i)
		if i == 1 {
			return
		}
		_ = err
	}
	return
}

func main() {
	fmt.Println(parse("1"))
}

// Error:
// # command-line-arguments
// ./err_shadowed_result_bare_return_loops.go:12:4: result parameter n not in scope at return
// 	./err_shadowed_result_bare_return_loops.go:10:3: inner declaration of var n int
// ./err_shadowed_result_bare_return_loops.go:12:4: result parameter err not in scope at return
// 	./err_shadowed_result_bare_return_loops.go:10:6: inner declaration of var err error
// ./err_shadowed_result_bare_return_loops.go:19:4: result parameter err not in scope at return
// 	./err_shadowed_result_bare_return_loops.go:17:3: inner declaration of var err error
