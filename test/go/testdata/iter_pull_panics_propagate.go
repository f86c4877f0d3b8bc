package main

import (
	"fmt"
	"iter"
)

func main() {
	func() {
		next, stop := iter.Pull(func(yield func(int) bool) {
			yield(1)
			panic("iter boom")
		})
		defer stop()
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(next())
		fmt.Println(next())
		fmt.Println("not reached")
	}()
	func() {
		next, stop := iter.Pull2(func(yield func(int, string) bool) {
			defer func() { fmt.Println("iterator cleanup") }()
			for i := 0; ; i++ {
				if !yield(i, "x") {
					fmt.Println("iterator told to stop at", i)
					return
				}
			}
		})
		fmt.Println(next())
		fmt.Println(next())
		stop()
		stop()
		fmt.Println(next())
	}()
	func() {
		var next func() (int, bool)
		next, stop := iter.Pull(func(yield func(int) bool) {
			yield(1)
			next()
		})
		defer func() { fmt.Println("recovered:", recover()) }()
		defer stop()
		fmt.Println(next())
		fmt.Println(next())
	}()
	next, stop := iter.Pull(func(yield func(int) bool) {
		defer func() { fmt.Println("stop panics in iterator:", recover()) }()
		yield(1)
		panic(fmt.Errorf("during stop"))
	})
	fmt.Println(next())
	defer func() { fmt.Println("main recovered:", recover()) }()
	stop()
	fmt.Println("after stop")
	next3, _ := iter.Pull(func(yield func(string) bool) {
		var m map[string]int
		m["x"]++
	})
	fmt.Println(next3())
}

// Output:
// 1 true
// recovered: iter boom
// 0 x true
// 1 x true
// iterator told to stop at 1
// iterator cleanup
// 0  false
// 1 true
// recovered: iter.Pull: next called again before yield
// 1 true
// stop panics in iterator: during stop
// after stop
// main recovered: assignment to entry in nil map
