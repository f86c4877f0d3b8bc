package main

import "fmt"

func gen(yield func(int) bool) {}

func main() {
	for i, v := range 10 {
		fmt.Println(i, v)
	}
	for k, v, x := range map[string]int{} {
	}
	for i := range 3.5 {
		_ = i
	}
	var n int64 = 4
	for i := range n {
		var j int = i
		_ = j
	}
	for x, y := range gen {
		_, _ = x, y
	}
	ch := make(chan<- int)
	for v := range ch {
		_ = v
	}
	for i, c := range make(chan int) {
	}
	var p *[]int
	for range p {
	}
}

// Error:
// # command-line-arguments
// ./err_range_loops_misuse.go:8:9: range over 10 (untyped int constant) permits only one iteration variable
// ./err_range_loops_misuse.go:11:6: declared and not used: k
// ./err_range_loops_misuse.go:11:9: declared and not used: v
// ./err_range_loops_misuse.go:11:12: range clause permits at most two iteration variables
// ./err_range_loops_misuse.go:13:17: cannot range over 3.5 (untyped float constant)
// ./err_range_loops_misuse.go:18:15: cannot use i (variable of type int64) as int value in variable declaration
// ./err_range_loops_misuse.go:21:9: range over gen (value of type func(yield func(int) bool)) permits only one iteration variable
// ./err_range_loops_misuse.go:25:17: cannot range over ch (variable of type chan<- int): receive from send-only channel
// ./err_range_loops_misuse.go:28:9: range over make(chan int) (value of type chan int) permits only one iteration variable
// ./err_range_loops_misuse.go:31:12: cannot range over p (variable of type *[]int)
// ./err_range_loops_misuse.go:11:9: too many errors
