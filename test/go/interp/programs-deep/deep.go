package main

import (
	"errors"
	"fmt"
)

type Tree interface{ Sum() int }

type Leaf struct{ v int }

type Pair struct {
	l    Tree
	rest *Pair
}

func (l Leaf) Sum() int { return l.v }

func (p *Pair) Sum() int {
	if p == nil {
		return 0
	}
	return p.l.Sum() + p.rest.Sum()
}

var errDeep = errors.New("deep")

func down(n int, trail *[]int) (err error) {
	defer func() {
		if n%8000 == 0 {
			*trail = append(*trail, n)
		}
	}()
	if n == 0 {
		panic(errDeep)
	}
	return down(n-1, trail)
}

func main() {
	var p *Pair
	for i := 1; i <= 20000; i++ {
		p = &Pair{l: Leaf{i}, rest: p}
	}
	fmt.Println(p.Sum())
	var trail []int
	func() {
		defer func() { fmt.Println("recovered:", recover(), trail) }()
		_ = down(24000, &trail)
	}()
	var fact func(n int) int
	fact = func(n int) int {
		if n == 0 {
			return 0
		}
		return 1 + fact(n-1)
	}
	fmt.Println(fact(12000))
	done := make(chan int)
	go func() { done <- fact(16000) }()
	fmt.Println(<-done)
}
