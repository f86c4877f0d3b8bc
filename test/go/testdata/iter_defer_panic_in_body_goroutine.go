package main

import (
	"errors"
	"fmt"
	"iter"
	"sync"
)

func lines(name string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		fmt.Println("open", name)
		defer fmt.Println("close", name)
		for i, l := range []string{"alpha", "beta", "gamma", "delta"} {
			if !yield(i+1, l) {
				fmt.Println("early stop", name, "at", i+1)
				return
			}
		}
	}
}

var errStop = errors.New("stop")

func process(name string, out chan<- string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: panic: %v", name, r)
		}
	}()
	for n, l := range lines(name) {
		defer func() { out <- fmt.Sprint(name, " deferred ", n) }()
		if l == "gamma" && name == "p" {
			panic("gamma not allowed")
		}
		if l == "beta" && name == "s" {
			return errStop
		}
		out <- fmt.Sprint(name, " ", n, " ", l)
	}
	return nil
}

func main() {
	for _, name := range []string{"p", "s", "ok"} {
		out := make(chan string, 100)
		var wg sync.WaitGroup
		var err error
		wg.Add(1)
		go func() {
			defer wg.Done()
			err = process(name, out)
		}()
		wg.Wait()
		close(out)
		for s := range out {
			fmt.Println(" ", s)
		}
		fmt.Println("err:", err)
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for i, l := range lines("crash") {
			if i == 2 {
				var m map[string]int
				m[l] = i
			}
		}
	}()
	wg.Wait()
}

// Output:
// open p
// close p
//   p 1 alpha
//   p 2 beta
//   p deferred 3
//   p deferred 2
//   p deferred 1
// err: p: panic: gamma not allowed
// open s
// early stop s at 2
// close s
//   s 1 alpha
//   s deferred 2
//   s deferred 1
// err: stop
// open ok
// close ok
//   ok 1 alpha
//   ok 2 beta
//   ok 3 gamma
//   ok 4 delta
//   ok deferred 4
//   ok deferred 3
//   ok deferred 2
//   ok deferred 1
// err: <nil>
// open crash
// close crash
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine N [running]:
// Exit: 2
