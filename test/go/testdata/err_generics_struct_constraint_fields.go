package main

import "fmt"

type HasX interface {
	~struct{ X int }
}

func GetX[P HasX](p P) int {
	return p.X
}

type Num interface{ ~int | ~float64 }

func Conv[T Num](x T) string {
	return string(x)
}

func Index[T any](xs []T, i int) T {
	var zero T
	if zero == nil {
		return xs[i]
	}
	return zero
}

func Make[T any]() T {
	return T{}
}

func Ptr[T any](v T) *T {
	return &T(v)
}

func main() {
	fmt.Println(GetX(struct{ X int }{1}))
}

// Error:
// # command-line-arguments
// ./err_generics_struct_constraint_fields.go:10:11: p.X undefined (type P has no field or method X)
// ./err_generics_struct_constraint_fields.go:16:16: cannot convert x (variable of type T constrained by Num) to type string: cannot convert float64 (in T) to type string
// ./err_generics_struct_constraint_fields.go:21:13: invalid operation: zero == nil (mismatched types T and untyped nil)
// ./err_generics_struct_constraint_fields.go:28:9: invalid composite literal type T
// ./err_generics_struct_constraint_fields.go:32:10: invalid operation: cannot take address of T(v) (value of type T constrained by any)
