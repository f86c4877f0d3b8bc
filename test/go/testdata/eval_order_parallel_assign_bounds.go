package main

import (
	"container/heap"
	"fmt"
)

type IntHeap []int

func (h IntHeap) Len() int           { return len(h) }
func (h IntHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

type Grid struct{ cells []int }

func try(name string, f func()) {
	defer func() { fmt.Printf("%-8s %v\n", name, recover()) }()
	f()
}

func main() {
	h := &IntHeap{3, 1}
	heap.Init(h)
	try("pop", func() { fmt.Println(heap.Pop(h), heap.Pop(h)); heap.Pop(h) })

	a := []int{1, 2, 3}
	var x int
	try("partial", func() { x, a[5] = 10, 20 })
	fmt.Println(x, a)
	try("early", func() { a[0], a[9] = 100, a[1] })
	fmt.Println(a)
	try("first", func() { a[9], a[0] = 5, 6 })
	fmt.Println(a)
	i, j := 4, 7
	try("swap", func() { a[i], a[j] = a[j], a[i] })
	g := &Grid{cells: []int{1, 2}}
	try("fields", func() { g.cells[0], g.cells[i] = g.cells[i], 9 })
	fmt.Println(g.cells)
	p, q := 1, 2
	p, q = q, p+q
	fmt.Println(p, q)
	var np *Grid
	try("nilptr", func() { a[0], np.cells = 7, nil })
	fmt.Println(a[0])
}

// Output:
// 1 3
// pop      runtime error: index out of range [0] with length 0
// partial  runtime error: index out of range [5] with length 3
// 10 [1 2 3]
// early    runtime error: index out of range [9] with length 3
// [100 2 3]
// first    runtime error: index out of range [9] with length 3
// [100 2 3]
// swap     runtime error: index out of range [4] with length 3
// fields   runtime error: index out of range [4] with length 2
// [1 2]
// 2 3
// nilptr   runtime error: invalid memory address or nil pointer dereference
// 7
