package main

import "fmt"

type T struct{}

func (t T) Hello() {}

func main() {
	var t T
	f := T.Hello
	f()
	g := (*T).Missing
	fmt.Println(g)
	h := t.hello
	_ = h
	var p **T
	p.Hello()
}

// Error:
// # command-line-arguments
// ./err_method_expr_missing_unexported_ptrptr.go:12:2: not enough arguments in call to f
// 	have ()
// 	want (T)
// ./err_method_expr_missing_unexported_ptrptr.go:13:12: (*T).Missing undefined (type *T has no field or method Missing)
// ./err_method_expr_missing_unexported_ptrptr.go:15:9: t.hello undefined (type T has no field or method hello, but does have method Hello)
// ./err_method_expr_missing_unexported_ptrptr.go:18:4: p.Hello undefined (type **T has no field or method Hello)
