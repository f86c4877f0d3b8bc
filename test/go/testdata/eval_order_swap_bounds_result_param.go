package main

import "fmt"

type IntHeap []int

func (h IntHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }

func try(f func()) {
	defer func() { fmt.Println(recover()) }()
	f()
}

func main() {
	var h IntHeap
	try(func() { h.Swap(0, -1) })
	s := []int{1, 2}
	try(func() { i, j := 0, 5; s[i], s[j] = s[j], s[i] })
	try(func() { i, j := 5, 0; s[i], s[j] = s[j], s[i] })
	try(func() { i, j := 7, 5; s[i], s[j] = s[j], s[i] })
	try(func() { i, j := 1, 5; s[i] = s[j] })
	try(func() { i, j := 7, 5; s[i] = s[j] })
	try(func() { i, j := 7, 5; a, b := s[i], s[j]; _, _ = a, b })
	try(func() { i, j := 7, 5; s[i], s[j] = 1, 2 })
	try(func() { i, j, k := 7, 5, 9; s[i], s[j] = s[k], 2 })
}

func named() (bad bool) {
	defer func() { recover() }()
	var p *int
	bad, _ = true, *p
	return
}

func init() { fmt.Println("named result stored before the panic:", named()) }

// Output:
// named result stored before the panic: false
// runtime error: index out of range [0] with length 0
// runtime error: index out of range [5] with length 2
// runtime error: index out of range [5] with length 2
// runtime error: index out of range [7] with length 2
// runtime error: index out of range [5] with length 2
// runtime error: index out of range [5] with length 2
// runtime error: index out of range [7] with length 2
// runtime error: index out of range [7] with length 2
// runtime error: index out of range [9] with length 2
