package main

import "fmt"

type Num interface{ ~int | ~float64 }

func A[E any, R any](e E) R { var r R; return r }
func B[T, U any](t T) U { var u U; return u }
func C[X ~int, Y ~int](x X) Y { return Y(x) }
func D[X Num, Y Num, Z any](x X) Y { return Y(x) }
func E[X interface{}, Y interface{}](x X) Y { var y Y; return y }
func G[S fmt.Stringer, T fmt.Stringer](s S) T { var t T; return t }

type L[K comparable, V, W any] struct{}

func take(f func(int, int)) {}

func main() {
	take(A)
	take(B)
	take(C)
	take(D)
	take(E)
	take(G)
	var l L
	fmt.Println(l)
}


// Error:
// # command-line-arguments
// ./err_generic_tparam_list_string.go:19:7: in call to take, type func[E, R any](e E) R of A does not match func(int, int) (cannot infer E and R)
// ./err_generic_tparam_list_string.go:20:7: in call to take, type func[T, U any](t T) U of B does not match func(int, int) (cannot infer T and U)
// ./err_generic_tparam_list_string.go:21:7: in call to take, type func[X ~int, Y ~int](x X) Y of C does not match func(int, int) (cannot infer X and Y)
// ./err_generic_tparam_list_string.go:22:7: in call to take, type func[X, Y Num, Z any](x X) Y of D does not match func(int, int) (cannot infer X, Y, and Z)
// ./err_generic_tparam_list_string.go:23:7: in call to take, type func[X interface{}, Y interface{}](x X) Y of E does not match func(int, int) (cannot infer X and Y)
// ./err_generic_tparam_list_string.go:24:7: in call to take, type func[S, T fmt.Stringer](s S) T of G does not match func(int, int) (cannot infer S and T)
// ./err_generic_tparam_list_string.go:25:8: cannot use generic type L[K comparable, V, W any] without instantiation
