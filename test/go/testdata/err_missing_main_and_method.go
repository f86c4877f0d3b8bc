package main

import "fmt"

type Counter struct{ n int }

func (c Counter) Inc()  { c.n++ }
func (c *Counter) Inc() { c.n++ }

func (x int) Double() int { return x * 2 }

func helper() (int, error) {
	return 1
}

func Main() {
	fmt.Println(helper())
}

// Error:
// # command-line-arguments
// ./err_missing_main_and_method.go:8:19: method Counter.Inc already declared at ./err_missing_main_and_method.go:7:18
// ./err_missing_main_and_method.go:10:7: cannot define new methods on non-local type int
// ./err_missing_main_and_method.go:13:9: not enough return values
// 	have (number)
// 	want (int, error)
