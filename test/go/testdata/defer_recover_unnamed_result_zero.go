package main

import (
	"errors"
	"fmt"
)

type Point struct{ X, Y int }

func divide(a, b int) int {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()
	return a / b
}

func parse(s string) (int, error) {
	defer func() { recover() }()
	if s == "" {
		panic("empty input")
	}
	return len(s), nil
}

func mustPoint() Point {
	defer func() { recover() }()
	panic("no point")
}

func str() string {
	defer func() { recover() }()
	var m map[string]int
	m["x"] = 1
	return "unreachable"
}

func slice() []int {
	defer func() { recover() }()
	panic(errors.New("x"))
}

func ptr() *Point {
	defer func() { recover() }()
	panic(1)
}

func iface() error {
	defer func() { recover() }()
	panic(1)
}

func arr() [3]bool {
	defer func() { recover() }()
	panic(1)
}

func fl() (float64, bool) {
	defer func() { recover() }()
	panic(1)
}

func safeGet[T any](xs []T, i int) T {
	defer func() { recover() }()
	return xs[i]
}

func main() {
	fmt.Printf("%q %v %v\n", safeGet([]string{"a"}, 3), safeGet([]int{1}, -1+len("")), safeGet([]Point{{1, 2}}, 0))
	closure := func(m map[string]int) int {
		defer func() { recover() }()
		m["k"] = 1
		return 9
	}
	fmt.Println(closure(nil), closure(map[string]int{}))
	results := make(chan int)
	go func() {
		results <- divide(9, 0)
	}()
	fmt.Println("from goroutine:", <-results)
	fmt.Println(divide(7, 2))
	fmt.Println(divide(1, 0))
	n, err := parse("")
	fmt.Println(n, err)
	fmt.Printf("%+v\n", mustPoint())
	fmt.Printf("%q\n", str())
	fmt.Println(slice() == nil, len(slice()), ptr() == nil, iface() == nil)
	fmt.Println(arr())
	fmt.Println(fl())
	x := divide(5, 0) + 1
	fmt.Println(x)
}

// Output:
// "" 0 {1 2}
// 0 9
// recovered: runtime error: integer divide by zero
// from goroutine: 0
// 3
// recovered: runtime error: integer divide by zero
// 0
// 0 <nil>
// {X:0 Y:0}
// ""
// true 0 true true
// [false false false]
// 0 false
// recovered: runtime error: integer divide by zero
// 1
