package main

import (
	"fmt"
	"iter"
)

type Node struct {
	Val  int
	Next *Node
}

// All walks the list recursively: each element's value is passed up through one yield per
// element before it.
func (n *Node) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		if n == nil {
			return
		}
		if !yield(n.Val) {
			return
		}
		for v := range n.Next.All() {
			if !yield(v) {
				return
			}
		}
	}
}

// nested yields one value from the bottom of n nested iterators, each adding 1 on the way up.
func nested(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		if n == 0 {
			yield(0)
			return
		}
		for v := range nested(n - 1) {
			if !yield(v + 1) {
				return
			}
		}
	}
}

func list(size int) *Node {
	var head *Node
	for i := size; i >= 1; i-- {
		head = &Node{i, head}
	}
	return head
}

func main() {
	for _, size := range []int{10, 300} {
		sum, count, last := 0, 0, 0
		for v := range list(size).All() {
			sum += v
			count++
			last = v
		}
		fmt.Println("list", size, count, sum, last)
	}
	for v := range list(300).All() {
		if v == 250 {
			fmt.Println("stopped at", v)
			break
		}
	}
	for _, n := range []int{10, 3000, 20000} {
		for v := range nested(n) {
			fmt.Println("nested", n, v)
		}
	}
	// The same from a goroutine (generator code): values sent to main one by one.
	ch := make(chan int)
	go func() {
		defer close(ch)
		for _, n := range []int{5, 5000} {
			for v := range nested(n) {
				ch <- v
			}
		}
	}()
	for v := range ch {
		fmt.Println("from goroutine", v)
	}
}

// Output:
// list 10 10 55 10
// list 300 300 45150 300
// stopped at 250
// nested 10 10
// nested 3000 3000
// nested 20000 20000
// from goroutine 5
// from goroutine 5000
