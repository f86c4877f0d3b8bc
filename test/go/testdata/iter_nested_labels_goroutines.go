package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"sync"
)

type Grid struct {
	w, h  int
	cells []int
}

func (g *Grid) Rows() iter.Seq2[int, []int] {
	return func(yield func(int, []int) bool) {
		for y := 0; y < g.h; y++ {
			if !yield(y, g.cells[y*g.w:(y+1)*g.w]) {
				return
			}
		}
	}
}

func Enumerate[T any](s iter.Seq[T]) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		i := 0
		for v := range s {
			if !yield(i, v) {
				return
			}
			i++
		}
	}
}

func find(g *Grid, target int) (int, int, bool) {
	for y, row := range g.Rows() {
		for x, v := range Enumerate(slices.Values(row)) {
			if v == target {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

func main() {
	g := &Grid{3, 3, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}}
	var wg sync.WaitGroup
	res := make([]string, 3)
	for i, target := range []int{5, 9, 42} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x, y, ok := find(g, target)
			res[i] = fmt.Sprint(target, x, y, ok)
		}()
	}
	wg.Wait()
	fmt.Println(res)

	ch := make(chan string, 10)
outer:
	for y, row := range g.Rows() {
		for x, v := range Enumerate(slices.Values(row)) {
			switch {
			case v%2 == 0:
				continue
			case v == 5:
				ch <- "skip row at 5"
				continue outer
			case v == 9:
				ch <- "stop at 9"
				break outer
			}
			ch <- fmt.Sprint("visit ", x, y, v)
		}
		ch <- fmt.Sprint("end row ", y)
	}
	close(ch)
	for s := range ch {
		fmt.Println(s)
	}

	m := map[string]int{"a": 1, "b": 2, "c": 3}
	total := 0
	done := make(chan bool)
	go func() {
		for _, k := range slices.Sorted(maps.Keys(m)) {
			func() {
				defer func() {
					if r := recover(); r != nil {
						fmt.Println("recovered in goroutine:", r)
					}
				}()
				if k == "b" {
					panic("bad key " + k)
				}
				total += m[k]
			}()
		}
		done <- true
	}()
	<-done
	fmt.Println("total", total)

	n := 0
	for i := range 10 {
		if i%3 == 0 {
			goto next
		}
		n += i
	next:
	}
	fmt.Println("n", n)

	results := make(chan int)
	go func() {
		defer close(results)
		for i := range Enumerate(slices.Values([]string{"x", "y", "z"})) {
			select {
			case results <- i:
			}
		}
	}()
	for r := range results {
		fmt.Print(r, " ")
	}
	fmt.Println()
	switch x := 2; x {
	case 2:
		fmt.Println("two")
		fallthrough
	case 3:
		fmt.Println("three (fallthrough)")
	case 4:
		fmt.Println("four")
	}
}

// Output:
// [5 1 1 true 9 2 2 true 42 0 0 false]
// visit 0 0 1
// visit 2 0 3
// end row 0
// skip row at 5
// visit 0 2 7
// stop at 9
// recovered in goroutine: bad key b
// total 4
// n 27
// 0 1 2 
// two
// three (fallthrough)
