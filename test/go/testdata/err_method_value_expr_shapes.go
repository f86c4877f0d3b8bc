package main

import "fmt"

type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func (c Counter) Get() int { return c.n }

func main() {
	Counter{}.Inc()
	f := Counter.Inc
	g := (*Counter).Get
	h := Counter.Missing
	var c Counter
	c.Get = nil
	m := map[string]Counter{}
	m["a"].Inc()
	m["a"].n = 3
	fmt.Println(f, g, h, c.Get(1))
}

// Error:
// # command-line-arguments
// ./err_method_value_expr_shapes.go:12:12: cannot call pointer method Inc on Counter
// ./err_method_value_expr_shapes.go:13:15: invalid method expression Counter.Inc (needs pointer receiver (*Counter).Inc)
// ./err_method_value_expr_shapes.go:15:15: Counter.Missing undefined (type Counter has no field or method Missing)
// ./err_method_value_expr_shapes.go:17:2: cannot assign to c.Get (neither addressable nor a map index expression)
// ./err_method_value_expr_shapes.go:19:9: cannot call pointer method Inc on Counter
// ./err_method_value_expr_shapes.go:20:2: cannot assign to struct field m["a"].n in map
// ./err_method_value_expr_shapes.go:21:29: too many arguments in call to c.Get
// 	have (number)
// 	want ()
