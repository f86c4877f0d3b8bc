package main

import "fmt"

// Methods of a generic type calling other methods on the same receiver, where the callee
// instantiates generic functions and types with the receiver's type parameter.

type Pair[K comparable, V any] struct {
	k K
	v V
}

type B[T any] struct{ v T }

func With[T any]() []T { return make([]T, 1) }

func Wrap[T any](v T) Pair[string, T] { return Pair[string, T]{"w", v} }

func (b *B[T]) reg() []T { return With[T]() }

func (b *B[T]) Complete() int { return len(b.reg()) }

func (b B[T]) wrapped() Pair[string, T] { return Wrap(b.v) }

func (b B[T]) Describe() string { return fmt.Sprintf("%T %v", b.wrapped(), b.wrapped()) }

func (b *B[T]) viaValue() func() []T { return b.reg }

func (b *B[T]) InGoroutine() int {
	done := make(chan int)
	go func() { done <- len(b.reg()) + len(b.viaValue()()) }()
	return <-done
}

type Outer[T any] struct {
	*B[T]
	name string
}

func (o Outer[T]) Total() int { return o.Complete() + len(o.reg()) }

func main() {
	fmt.Println((&B[int]{}).Complete())
	fmt.Println(B[string]{v: "x"}.Describe())
	fmt.Println(B[float64]{v: 1.5}.Describe())
	fmt.Printf("%T\n", (&B[bool]{}).viaValue()())
	fmt.Println((&B[int8]{}).InGoroutine())
	fmt.Println(Outer[uint]{B: &B[uint]{}, name: "o"}.Total())
}

// Output:
// 1
// main.Pair[string,string] {w x}
// main.Pair[string,float64] {w 1.5}
// []bool
// 2
// 2
