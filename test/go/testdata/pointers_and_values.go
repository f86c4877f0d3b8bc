package main

import "fmt"

type Counter struct{ n int }

func (c Counter) IncVal()  { c.n++ }
func (c *Counter) IncPtr() { c.n++ }

func swap(a, b *int) { *a, *b = *b, *a }

func newInt(v int) *int { return &v }

func main() {
	c := Counter{}
	c.IncVal()
	c.IncPtr()
	(&c).IncVal()
	fmt.Println(c.n)
	cs := []Counter{{}, {}}
	for _, x := range cs {
		x.IncPtr()
	}
	for i := range cs {
		cs[i].IncPtr()
	}
	fmt.Println(cs)
	m := map[string]*Counter{"a": {}}
	m["a"].IncPtr()
	fmt.Println(m["a"].n)
	a, b := 1, 2
	swap(&a, &b)
	fmt.Println(a, b)
	p := newInt(5)
	q := p
	*q = 6
	fmt.Println(*p, p == q, newInt(6) == p, *newInt(6) == *p)
	pp := &p
	**pp = 7
	fmt.Println(*p)
	var np *Counter
	fmt.Println(np == nil, np)
	type big struct{ arr [3]int }
	b1 := big{[3]int{1, 2, 3}}
	b2 := b1
	b2.arr[0] = 100
	fmt.Println(b1, b2, b1 == b2)
	ptrs := []*int{}
	for i := 0; i < 3; i++ {
		ptrs = append(ptrs, &i)
	}
	for _, p := range ptrs {
		fmt.Print(*p, " ")
	}
	fmt.Println()
	s := struct {
		P *int
		Q **int
	}{p, pp}
	fmt.Println(*s.P, **s.Q)
	fmt.Printf("%v %+v\n", Counter{3}, &Counter{4})
}

// Output:
// 1
// [{1} {1}]
// 1
// 2 1
// 6 true false true
// 7
// true <nil>
// {[1 2 3]} {[100 2 3]} false
// 0 1 2 
// 7 7
// {3} &{n:4}
