package main

import "fmt"

type Box struct{ N int }

func main() {
	b := Box{1}
	var i any = b
	b.N = 2
	fmt.Println(i.(Box).N, b.N)
	var j any = &b
	b.N = 3
	fmt.Println(j.(*Box).N)
	list := []any{b, &b}
	b.N = 4
	fmt.Println(list[0].(Box).N, list[1].(*Box).N)
	m := map[string]Box{"k": b}
	b.N = 5
	fmt.Println(m["k"].N)
	arr := [2]Box{b, b}
	cp := arr
	cp[0].N = 100
	fmt.Println(arr[0].N, cp[0].N)
}

// Output:
// 1 2
// 3
// 3 4
// 4
// 5 100
