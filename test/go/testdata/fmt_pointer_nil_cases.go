package main

import (
	"errors"
	"fmt"
)

type T struct{ A int }

func main() {
	var p *T
	var e error
	var i any
	var s []int
	var m map[int]int
	var f func()
	fmt.Println(p, e, i, s, m, f == nil)
	fmt.Printf("[%v] [%+v] [%s] [%d]\n", p, e, i, s)
	fmt.Printf("%v\n", []*T{nil})
	fmt.Printf("%v %v\n", errors.New("boom"), []error{nil, errors.New("x")})
	fmt.Printf("%v\n", struct {
		P *T
		E error
	}{})
	fmt.Printf("%+v\n", struct{ M map[string]int }{})
}

// Output:
// <nil> <nil> <nil> [] map[] true
// [<nil>] [<nil>] [%!s(<nil>)] [[]]
// [<nil>]
// boom [<nil> x]
// {<nil> <nil>}
// {M:map[]}
