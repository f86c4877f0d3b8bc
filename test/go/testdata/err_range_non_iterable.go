package main

import "fmt"

type Box struct{ items []int }

func main() {
	b := Box{}
	for _, v := range b {
		fmt.Println(v)
	}
	var p *[]int
	for range p {
	}
	x := 5.5
	for i := range x {
		fmt.Println(i)
	}
}

// Error:
// # command-line-arguments
// ./err_range_non_iterable.go:9:20: cannot range over b (variable of struct type Box)
// ./err_range_non_iterable.go:13:12: cannot range over p (variable of type *[]int)
// ./err_range_non_iterable.go:16:17: cannot range over x (variable of type float64)
