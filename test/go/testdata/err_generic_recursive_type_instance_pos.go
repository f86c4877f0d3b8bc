package main

import "fmt"

type Node struct {
	Next Node
	Val  int
}

// Generic types that contain an instance of themselves by value: gc reports the cycle at the
// instance as written (T[P], L[int], M[T]), not at the type's name.
type T[P any] struct{ f T[P] }

type L[P any] struct {
	next *L[P]
	arr  [2]L[int]
}

type Pair[K comparable, V any] struct {
	k K
	v V
}
type M[T any] struct{ p Pair[string, M[T]] }

type Box[T any] struct{ inner [1]Box[T] }

// Fine: through a pointer, a slice or a map.
type List[T any] struct {
	next *List[T]
	val  T
}
type Tree[T any] struct{ kids []Tree[T] }
type Index[T any] struct{ m map[string]Index[T] }

func main() {
	fmt.Println(List[int]{}, Tree[string]{}, Index[bool]{})
}

// Error:
// # command-line-arguments
// ./err_generic_recursive_type_instance_pos.go:5:6: invalid recursive type: Node refers to itself
// ./err_generic_recursive_type_instance_pos.go:12:25: invalid recursive type: T refers to itself
// ./err_generic_recursive_type_instance_pos.go:16:10: invalid recursive type: L refers to itself
// ./err_generic_recursive_type_instance_pos.go:23:38: invalid recursive type M
// 	./err_generic_recursive_type_instance_pos.go:23:38: M refers to
// 	./err_generic_recursive_type_instance_pos.go:23:25: Pair refers to
// 	./err_generic_recursive_type_instance_pos.go:23:38: M
// ./err_generic_recursive_type_instance_pos.go:25:34: invalid recursive type: Box refers to itself
