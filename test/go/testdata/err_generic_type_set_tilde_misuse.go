package main

import "fmt"

type Celsius float64

type Temp interface {
	~float64 | ~float32
}

type Stringish interface {
	~string
	fmt.Stringer
}

type Bad interface {
	~fmt.Stringer
}

func Avg[T Temp](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s / T(len(xs))
}

type Name string

func Show[T Stringish](x T) string { return x.String() }

func main() {
	fmt.Println(Avg(Celsius(20), Celsius(22)))
	fmt.Println(Show(Name("bob")))
	var t Temp
	fmt.Println(t)
}

// Error:
// # command-line-arguments
// ./err_generic_type_set_tilde_misuse.go:17:2: invalid use of ~ (fmt.Stringer is an interface)
// ./err_generic_type_set_tilde_misuse.go:34:18: Name does not satisfy Stringish (missing method String)
// ./err_generic_type_set_tilde_misuse.go:35:8: cannot use type Temp outside a type constraint: interface contains type constraints
