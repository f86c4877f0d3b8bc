package main

import "fmt"

func a(n int) int {
	for {
		if n > 3 {
			break
		}
		n++
	}
}

func b(n int) string {
	switch {
	case n > 0:
		return "pos"
	case n < 0:
		return "neg"
	}
}

func c(n int) error {
	if n > 0 {
		return nil
	} else if n < 0 {
		return fmt.Errorf("neg")
	}
}

func d(ch chan int) int {
	select {
	case v := <-ch:
		return v
	default:
	}
}

func e(n int) int {
L:
	for {
		if n > 0 {
			break L
		}
		return 0
	}
}

func f(n int) int {
	for n < 10 {
		return n
	}
}

func g(n int) int {
	switch n {
	case 1:
		return 1
	default:
		fallthrough
	case 2:
		panic("x")
	}
}

func main() {
	fmt.Println(a(1), b(1), c(1), d(nil), e(1), f(1), g(1))
}

// Error:
// # command-line-arguments
// ./err_missing_return_loops_switch.go:12:1: missing return
// ./err_missing_return_loops_switch.go:21:1: missing return
// ./err_missing_return_loops_switch.go:29:1: missing return
// ./err_missing_return_loops_switch.go:37:1: missing return
// ./err_missing_return_loops_switch.go:47:1: missing return
// ./err_missing_return_loops_switch.go:53:1: missing return
