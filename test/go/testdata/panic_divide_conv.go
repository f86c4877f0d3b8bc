package main

import (
	"fmt"
	"os"
)

func main() {
	zero := 0
	func() {
		defer func() {
			r := recover()
			err, ok := r.(error)
			fmt.Println(ok, err)
		}()
		fmt.Println(10 / zero)
	}()
	var arr [3]int
	idx := 3
	func() {
		defer func() { fmt.Println(recover()) }()
		arr[idx%4] = 1
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		s := make([]int, 2)
		_ = s[1:idx]
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		n := -1
		_ = make([]int, n)
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		var ch chan int
		close(ch)
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		ch := make(chan int)
		close(ch)
		close(ch)
	}()
	func() {
		defer func() { fmt.Println(recover()) }()
		s := []int{1, 2, 3}
		_ = [2]int(s)
	}()
	fmt.Fprintln(os.Stderr, "to stderr")
	os.Exit(3)
}

// Output:
// true runtime error: integer divide by zero
// runtime error: index out of range [3] with length 3
// runtime error: slice bounds out of range [:3] with capacity 2
// runtime error: makeslice: len out of range
// close of nil channel
// close of closed channel
// <nil>
// Stderr:
// to stderr
// Exit: 3
