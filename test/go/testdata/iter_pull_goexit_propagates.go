package main

import (
	"fmt"
	"iter"
	"runtime"
	"sync"
)

// A paginated source that gives up on its goroutine (runtime.Goexit) when
// the backend goes away: the consumer's goroutine ends with it.

type page struct {
	n     int
	items []string
}

func pages(limit int) iter.Seq[page] {
	return func(yield func(page) bool) {
		defer fmt.Println("pages: cleanup")
		for n := 1; ; n++ {
			if n > limit {
				fmt.Println("pages: backend gone")
				runtime.Goexit()
			}
			if !yield(page{n, []string{fmt.Sprint("item", n)}}) {
				fmt.Println("pages: stopped early")
				return
			}
		}
	}
}

func indexed(limit int) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < 3; i++ {
			if !yield(i, fmt.Sprint("v", i)) {
				return
			}
		}
		if limit < 3 {
			runtime.Goexit()
		}
	}
}

func consume(wg *sync.WaitGroup, limit int) {
	defer wg.Done()
	defer func() { fmt.Println("consumer: deferred, recover() =", recover()) }()
	next, stop := iter.Pull(pages(limit))
	defer stop()
	for {
		p, ok := next()
		if !ok {
			fmt.Println("consumer: exhausted")
			return
		}
		fmt.Println("consumer: page", p.n, p.items)
	}
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go consume(&wg, 2)
	wg.Wait()
	fmt.Println("main: consumer ended")

	// Stopping before the end: the iterator returns normally.
	next, stop := iter.Pull(pages(5))
	p, ok := next()
	fmt.Println("main: got", p.n, ok)
	stop()
	p, ok = next()
	fmt.Println("main: after stop", p.n, ok)

	wg.Add(1)
	go func() {
		defer wg.Done()
		defer fmt.Println("pull2 consumer: deferred")
		next2, stop2 := iter.Pull2(indexed(1))
		defer stop2()
		for {
			k, v, ok := next2()
			if !ok {
				fmt.Println("pull2 consumer: exhausted")
				return
			}
			fmt.Println("pull2 consumer:", k, v)
		}
	}()
	wg.Wait()
	fmt.Println("main: done")
}

// Output:
// consumer: page 1 [item1]
// consumer: page 2 [item2]
// pages: backend gone
// pages: cleanup
// consumer: deferred, recover() = <nil>
// main: consumer ended
// main: got 1 true
// pages: stopped early
// pages: cleanup
// main: after stop 0 false
// pull2 consumer: 0 v0
// pull2 consumer: 1 v1
// pull2 consumer: 2 v2
// pull2 consumer: deferred
// main: done
