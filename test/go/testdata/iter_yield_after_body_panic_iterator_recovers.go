package main

import "fmt"

func Pairs(yield func(string, int) bool) {
	for i, s := range []string{"a", "b", "c"} {
		if !yield(s, i) {
			return
		}
	}
}

func Panicky(yield func(int) bool) {
	defer func() {
		r := recover()
		fmt.Println("iterator recovered:", r)
		yield(99)
	}()
	yield(1)
}

func main() {
	for k, v := range Pairs {
		fmt.Println(k, v)
	}
	for k := range Pairs {
		fmt.Print(k)
	}
	fmt.Println()
	for range Pairs {
		fmt.Print(".")
	}
	fmt.Println()
	for x := range Panicky {
		fmt.Println("got", x)
		if x == 1 {
			panic("from body")
		}
	}
}

// Output:
// a 0
// b 1
// c 2
// abc
// ...
// got 1
// iterator recovered: from body
// Stderr:
// panic: from body [recovered]
// 	panic: runtime error: range function continued iteration after loop body panic
//
// goroutine 1 [running]:
// Exit: 2
