package main

import "fmt"

type Set map[string]struct{}

func main() {
	n := 5
	for i := range n {
		i = "x"
	}
	for k, v, w := range Set{} {
	}
	for i, c := range 10 {
		fmt.Println(i, c)
	}
	var f func(func(int) bool)
	for a, b := range f {
		fmt.Println(a, b)
	}
	var p *[]int
	for range p {
	}
	for i := 0; i < 3; i++ {
		defer i
	}
	var ch chan<- int
	for v := range ch {
		fmt.Println(v)
	}
	for x := range 3.5 {
		fmt.Println(x)
	}
}

// Error:
// # command-line-arguments
// ./err_range_and_loop_mistakes.go:12:29: syntax error: unexpected { at end of statement
// ./err_range_and_loop_mistakes.go:14:2: syntax error: non-declaration statement outside function body
// ./err_range_and_loop_mistakes.go:18:2: syntax error: non-declaration statement outside function body
// ./err_range_and_loop_mistakes.go:22:2: syntax error: non-declaration statement outside function body
// ./err_range_and_loop_mistakes.go:28:2: syntax error: non-declaration statement outside function body
