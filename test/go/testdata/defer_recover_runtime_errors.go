package main

import (
	"fmt"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(error); ok {
				fmt.Println(name, "runtime error:", e.Error())
				return
			}
			fmt.Println(name, "panic:", r)
		}
	}()
	f()
}

type T struct{ X int }

func main() {
	try("index", func() {
		s := []int{1}
		i := 5
		_ = s[i]
	})
	try("nilmap", func() {
		var m map[string]int
		m["a"] = 1
	})
	try("nilptr", func() {
		var p *T
		fmt.Println(p.X)
	})
	try("assert", func() {
		var x any = "str"
		_ = x.(int)
	})
	try("slice", func() {
		s := make([]int, 2, 4)
		j := 5
		_ = s[1:j]
	})
	try("div", func() {
		z := 0
		fmt.Println(1 / z)
	})
	try("custom", func() { panic(fmt.Sprintf("bad value %d", 42)) })
	try("error", func() { panic(fmt.Errorf("wrapped: %w", fmt.Errorf("inner"))) })
}

// Output:
// index runtime error: runtime error: index out of range [5] with length 1
// nilmap runtime error: assignment to entry in nil map
// nilptr runtime error: runtime error: invalid memory address or nil pointer dereference
// assert runtime error: interface conversion: interface {} is string, not int
// slice runtime error: runtime error: slice bounds out of range [:5] with capacity 4
// div runtime error: runtime error: integer divide by zero
// custom panic: bad value 42
// error runtime error: wrapped: inner
