package main

import "fmt"

type Matrix [][]float64

func (m Matrix) Row(i int) []float64 { return m[i] }

func main() {
	m := Matrix{{1, 2}, {3, 4}}
	fmt.Println(m.Row(1))
	s := m.Row(0)
	lo, hi := 1, 5
	defer fmt.Println("deferred before crash")
	fmt.Println(s[lo:hi])
}

// Output:
// [3 4]
// deferred before crash
// Stderr:
// panic: runtime error: slice bounds out of range [:5] with capacity 2
//
// goroutine 1 [running]:
// Exit: 2
