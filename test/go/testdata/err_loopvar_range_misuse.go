package main

import "fmt"

func main() {
	nums := []int{1, 2, 3}
	for i, v, w := range nums {
		fmt.Println(i, v, w)
	}
	for i := range 3.5 {
		fmt.Println(i)
	}
	var p *[]int = &nums
	for _, v := range p {
		fmt.Println(v)
	}
	for k, v := range 10 {
		fmt.Println(k, v)
	}
	ch := make(chan int)
	for a, b := range ch {
		fmt.Println(a, b)
	}
	var f func(func(int) bool)
	for x, y := range f {
		fmt.Println(x, y)
	}
}

// Error:
// # command-line-arguments
// ./err_loopvar_range_misuse.go:7:12: range clause permits at most two iteration variables
// ./err_loopvar_range_misuse.go:8:21: undefined: w
// ./err_loopvar_range_misuse.go:10:17: cannot range over 3.5 (untyped float constant)
// ./err_loopvar_range_misuse.go:14:20: cannot range over p (variable of type *[]int)
// ./err_loopvar_range_misuse.go:17:9: range over 10 (untyped int constant) permits only one iteration variable
// ./err_loopvar_range_misuse.go:21:9: range over ch (variable of type chan int) permits only one iteration variable
// ./err_loopvar_range_misuse.go:25:9: range over f (variable of type func(func(int) bool)) permits only one iteration variable
