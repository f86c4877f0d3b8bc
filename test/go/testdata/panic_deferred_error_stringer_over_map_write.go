package main

import "fmt"

type E struct{ code int }

func (e E) Error() string { return fmt.Sprintf("E%d", e.code) }

type S struct{ n int }

func (s S) String() string { return fmt.Sprintf("S<%d>", s.n) }

func main() {
	defer func() {
		panic(S{2})
	}()
	defer func() {
		panic(E{1})
	}()
	var m map[string]int
	m["boom"] = 1
}

// Output:
// Stderr:
// panic: assignment to entry in nil map
// 	panic: E1
// 	panic: S<2>
//
// goroutine 1 [running]:
// Exit: 2
