package main

import (
	"fmt"
	"sync"
)

func Count(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func classify(n int) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = fmt.Sprint("recovered ", r)
		}
	}()
	switch {
	case n == 0:
		fallthrough
	case n == 1:
		s = "small"
	case n < 0:
		panic("negative")
	default:
		s = "big"
	}
	return
}

func main() {
	var wg sync.WaitGroup
	ch := make(chan int)
	var got []int
	wg.Add(1)
	go func() {
		defer wg.Done()
		for v := range ch {
			got = append(got, v)
		}
	}()
outer:
	for i := 0; i < 3; i++ {
		for j := range 3 {
			if j == 2 {
				continue outer
			}
			if i == 2 {
				break outer
			}
			ch <- i*10 + j
		}
	}
	for i := range Count(3) {
		ch <- 100 + i
	}
loop:
	for k, v := range map[string]int{"only": 1} {
		for _, r := range "ab" {
			if r == 'b' {
				break loop
			}
			ch <- v
			fmt.Println(k, string(r))
		}
	}
	n := 0
again:
	n++
	if n < 3 {
		ch <- 1000 + n
		goto again
	}
	close(ch)
	wg.Wait()
	fmt.Println("recv", got)
	for _, x := range []int{-1, 0, 1, 5} {
		fmt.Println(classify(x))
	}
	arr := [3]int{1, 2, 3}
	for i, v := range arr {
		arr[2] = 9
		if i == 2 {
			fmt.Println("array copy", v)
		}
	}
	results := make(chan string)
	go func() {
		defer close(results)
		for i := range Count(4) {
			if i == 2 {
				continue
			}
			results <- fmt.Sprint("it", i)
		}
	}()
	for r := range results {
		fmt.Println(r)
	}
	sel := make(chan int, 1)
	sel <- 7
	for {
		select {
		case v := <-sel:
			fmt.Println("sel", v)
			continue
		default:
		}
		break
	}
	fmt.Println("done")
}

// Output:
// only a
// recv [0 1 10 11 100 101 102 1 1001 1002]
// recovered negative
// small
// small
// big
// array copy 3
// it0
// it1
// it3
// sel 7
// done
