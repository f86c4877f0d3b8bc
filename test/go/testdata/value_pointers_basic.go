package main

import "fmt"

func setTo(p *int, v int) { *p = v }

func newInt(v int) *int { return &v }

func main() {
	x := 1
	p := &x
	*p = 2
	setTo(&x, 3)
	fmt.Println(x, *p, p == &x)
	a, b := newInt(5), newInt(5)
	fmt.Println(*a == *b, a == b)
	var np *int
	fmt.Println(np == nil, np)
	arr := []int{10, 20, 30}
	q1, q2 := &arr[1], &arr[1]
	fmt.Println(q1 == q2, *q1)
	*q1 += 5
	fmt.Println(arr)
	pp := new(int)
	*pp = 42
	fmt.Println(*pp)
	s := new(string)
	fmt.Printf("%q\n", *s)
}

// Output:
// 3 3 true
// true false
// true <nil>
// true 20
// [10 25 30]
// 42
// ""
