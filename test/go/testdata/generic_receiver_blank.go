package main

import "fmt"

type Pair[A, B any] struct {
	a A
	b B
}

func (p Pair[A, _]) First() A { return p.a }

func (p Pair[_, B]) Second() B { return p.b }

func (p *Pair[_, _]) Reset() { var zero Pair[int, int]; _ = zero }


func main() {
	p := Pair[int, string]{1, "x"}
	fmt.Println(p.First(), p.Second())
}

type Box[T any] struct{ v T }

func (b *Box[_]) Clear() { var z Box[int]; _ = z }

func (b Box[T]) Get() T { return b.v }

func init() {
	b := &Box[string]{"s"}
	b.Clear()
	fmt.Println(b.Get())
	var q Pair[float64, bool]
	q.Reset()
	fmt.Printf("%T %v\n", q.Second(), q.First())
}

// Output:
// s
// bool 0
// 1 x
