package main

import "fmt"

type Counter struct{ n int }

func (c Counter) Inc() { c.n++ }

func main() {
	Counter{}.Inc()
	m := map[string]Counter{}
	m["a"].n = 1
	fmt.Println(m)
}

// Error:
// # command-line-arguments
// ./types_err_method_value_receiver_mod.go:12:2: cannot assign to struct field m["a"].n in map
