package main

import (
	"fmt"
	"runtime"
	"sync"
)

type T struct{ failed bool }

// FailNow stops the calling goroutine as testing.T's does.
func (t *T) FailNow() {
	t.failed = true
	runtime.Goexit()
}

func helper(t *T, n int) int {
	defer fmt.Println("helper defer", n)
	if n > 2 {
		t.FailNow()
	}
	return n * 2
}

type S struct{}

func (S) String() string {
	runtime.Goexit()
	return "s"
}

func main() {
	var wg sync.WaitGroup
	t := &T{}
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer func() {
			fmt.Println("recover during Goexit:", recover(), "failed:", t.failed)
		}()
		for i := 0; i < 5; i++ {
			fmt.Println("got", helper(t, i))
		}
		fmt.Println("unreachable")
	}()
	wg.Wait()

	// A panic in a deferred call during Goexit, recovered by a later one.
	done := make(chan bool)
	go func() {
		defer func() {
			fmt.Println("recovered:", recover())
			done <- true
		}()
		defer func() {
			panic("in defer during goexit")
		}()
		runtime.Goexit()
	}()
	<-done

	// Goexit in a String method: fmt does not swallow it.
	go func() {
		defer func() { done <- true }()
		fmt.Println(S{})
		fmt.Println("not printed")
	}()
	<-done

	// Goexit in a deferred call while panicking ends the goroutine, not the program.
	go func() {
		defer func() { done <- true }()
		defer func() {
			fmt.Println("goexit during panic")
			runtime.Goexit()
		}()
		panic("oops")
	}()
	<-done
	fmt.Println("main end")
}

// Output:
// helper defer 0
// got 0
// helper defer 1
// got 2
// helper defer 2
// got 4
// helper defer 3
// recover during Goexit: <nil> failed: true
// recovered: in defer during goexit
// goexit during panic
// main end
