package main

import "fmt"

type Pair[A, B any] struct {
	a A
	b B
}

func (p Pair[A, _]) First() A { return p.a }

func (p Pair[_, B]) Second() B { return p.b }

func (p *Pair[_, _]) Reset() { var zero Pair[int, int]; _ = zero }

func (p Pair[A, _]) Bad() A { return p.b }

func main() {
	p := Pair[int, string]{1, "x"}
	fmt.Println(p.First(), p.Second())
}

// Error:
// # command-line-arguments
// ./err_generic_receiver_blank.go:16:38: cannot use p.b (variable of type _ constrained by any) as A value in return statement
