package main

import "fmt"

func f() int {
	for {
		if true {
			break
		}
	}
}

func g(x int) int {
	switch x {
	case 1:
		return 1
	default:
		return 0
	}
}

func h(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	}
}

func k() (n int) {
	for {
	}
}

func main() {
	fmt.Println(f(), g(1), h(1), k())
}

// Error:
// # command-line-arguments
// ./err_missing_return_break_loop_else_if.go:11:1: missing return
// ./err_missing_return_break_loop_else_if.go:28:1: missing return
