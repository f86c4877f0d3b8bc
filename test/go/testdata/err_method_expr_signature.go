package main

import "fmt"

type T struct{ n int }

func (t T) Get() int     { return t.n }
func (T) Add(d int) int  { return d }
func (t *T) Set(v int)   { t.n = v }
func (t T) Pair(int) int { return 0 }

func main() {
	var a func(T) = T.Get
	var b func(T) = T.Add
	var d func(T) = (*T).Set
	var e func() = T.Pair
	fmt.Println(a, b, d, e)
}

// Error:
// # command-line-arguments
// ./err_method_expr_signature.go:13:18: cannot use T.Get (value of type func(T) int) as func(T) value in variable declaration
// ./err_method_expr_signature.go:14:18: cannot use T.Add (value of type func(_ T, d int) int) as func(T) value in variable declaration
// ./err_method_expr_signature.go:15:18: cannot use (*T).Set (value of type func(t *T, v int)) as func(T) value in variable declaration
// ./err_method_expr_signature.go:16:17: cannot use T.Pair (value of type func(T, int) int) as func() value in variable declaration
