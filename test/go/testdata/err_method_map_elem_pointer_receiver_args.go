package main

import (
	"fmt"
	"strings"
)

type Counter struct{ n int }

func (c *Counter) Inc()       { c.n++ }
func (c Counter) Get() int    { return c.n }
func (c Counter) Add(d int)   { c.n += d }

type Point struct{ X, Y int }

func (s strings.Builder) Twice() {}

func (p *Point) X() int { return p.X }

func main() {
	m := map[string]Counter{"a": {}}
	m["a"].Inc()
	m["a"].n = 5
	p := &m["a"]
	Counter{}.Inc()
	var c Counter
	c.Add()
	c.Add(1, 2)
	f := c.Get
	f(1)
	g := Counter.Inc
	fmt.Println(p, g)
	var i interface{ Inc() } = c
	fmt.Println(i)
}

// Error:
// # command-line-arguments
// ./err_method_map_elem_pointer_receiver_args.go:16:7: cannot define new methods on non-local type strings.Builder
// ./err_method_map_elem_pointer_receiver_args.go:18:17: field and method with the same name X
// 	./err_method_map_elem_pointer_receiver_args.go:14:20: other declaration of X
// ./err_method_map_elem_pointer_receiver_args.go:18:34: cannot use p.X (value of type func() int) as int value in return statement
// ./err_method_map_elem_pointer_receiver_args.go:22:9: cannot call pointer method Inc on Counter
// ./err_method_map_elem_pointer_receiver_args.go:23:2: cannot assign to struct field m["a"].n in map
// ./err_method_map_elem_pointer_receiver_args.go:24:8: invalid operation: cannot take address of m["a"] (map index expression of struct type Counter)
// ./err_method_map_elem_pointer_receiver_args.go:25:12: cannot call pointer method Inc on Counter
// ./err_method_map_elem_pointer_receiver_args.go:27:2: not enough arguments in call to c.Add
// 	have ()
// 	want (int)
// ./err_method_map_elem_pointer_receiver_args.go:28:11: too many arguments in call to c.Add
// 	have (number, number)
// 	want (int)
// ./err_method_map_elem_pointer_receiver_args.go:30:4: too many arguments in call to f
// 	have (number)
// 	want ()
// ./err_method_map_elem_pointer_receiver_args.go:30:4: too many errors
