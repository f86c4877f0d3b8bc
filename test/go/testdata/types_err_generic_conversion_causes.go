package main

type MyS string

func A[T any](x T) int                       { return int(x) }
func B[T ~int | ~string](x T) float64        { return float64(x) }
func C[T ~int, U ~string | ~[]byte](x T) U   { return U(x) }
func D[U ~int | ~bool](s string) U           { return U(s) }
func E[T ~[]byte | ~string](x T) MyS         { return MyS(x) }
func F[T ~int](x T) *int                     { return (*int)(&x) }
func G[T interface{ ~[]int | ~[]string }](x T) []int { return []int(x) }

func main() {}

// Error:
// # command-line-arguments
// ./types_err_generic_conversion_causes.go:5:59: cannot convert x (variable of type T constrained by any) to type int
// ./types_err_generic_conversion_causes.go:6:63: cannot convert x (variable of type T constrained by ~int | ~string) to type float64: cannot convert string (in T) to type float64
// ./types_err_generic_conversion_causes.go:7:57: cannot convert x (variable of type T constrained by ~int) to type U: cannot convert int (in T) to type []byte (in U)
// ./types_err_generic_conversion_causes.go:8:57: cannot convert s (variable of type string) to type U: cannot convert string to type int (in U)
// ./types_err_generic_conversion_causes.go:10:62: cannot convert &x (value of type *T) to type *int
// ./types_err_generic_conversion_causes.go:11:69: cannot convert x (variable of type T constrained by interface{~[]int | ~[]string}) to type []int: cannot convert []string (in T) to type []int
// 	cannot assign []string (in T) to []int
