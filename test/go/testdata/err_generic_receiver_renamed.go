// A method may name its receiver type's parameters as it likes; the messages in its signature and
// body use the method's names (E, K, V), not the type declaration's (T, A, B).
package main

import "fmt"

type Stack[T any] struct{ items []T }

func (s *Stack[E]) Push(v E) { s.items = append(s.items, v) }

func (s *Stack[E]) Top() E {
	var n int = s
	return "top"
}

type Pair[A comparable, B any] struct {
	a A
	b B
}

func (p Pair[K, V]) Swap() Pair[V, K] {
	var m map[K]V = p.b
	return Pair[V, K]{p.b, p.a}
}

func main() {
	s := &Stack[int]{}
	s.Push(1)
	fmt.Println(s.Top(), Pair[string, int]{}.Swap())
}

// Error:
// # command-line-arguments
// ./err_generic_receiver_renamed.go:12:6: declared and not used: n
// ./err_generic_receiver_renamed.go:12:14: cannot use s (variable of type *Stack[E]) as int value in variable declaration
// ./err_generic_receiver_renamed.go:13:9: cannot use "top" (untyped string constant) as E value in return statement
// ./err_generic_receiver_renamed.go:21:33: V does not satisfy comparable
// ./err_generic_receiver_renamed.go:22:6: declared and not used: m
// ./err_generic_receiver_renamed.go:22:18: cannot use p.b (variable of type V constrained by any) as map[K]V value in variable declaration
// ./err_generic_receiver_renamed.go:23:14: V does not satisfy comparable
