package main

import "fmt"

type List[T any] struct {
	next *List[T]
	val  T
}

type Tree[T any] struct{ kids []Tree[T] }

type Element[T any] struct {
	list *LL[T]
	v    T
}
type LL[T any] struct {
	root Element[T]
	m    map[string]LL[int]
}

type Opt[T any] struct {
	v   T
	set bool
}
type Cfg struct {
	Name Opt[string]
	Sub  *Opt[Cfg]
}

func main() {
	var l List[int]
	var t Tree[string]
	var ll LL[float64]
	var c Cfg
	fmt.Println(l, t, ll.root.v, c.Name.set)
}

// Output:
// {<nil> 0} {[]} 0 false
