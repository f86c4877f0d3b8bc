package main

import (
	"fmt"
	"os"
	"runtime"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer fmt.Println("goexit runs deferred calls")
		func() {
			defer fmt.Println("inner defer")
			runtime.Goexit()
		}()
		fmt.Println("not printed")
	}()
	wg.Wait()
	fmt.Println(runtime.NumGoroutine() >= 1, runtime.GOOS, runtime.GOARCH)
	defer fmt.Println("main defer never runs")
	func() {
		defer func() {
			r := recover()
			fmt.Println("recover after Goexit? no; recovered:", r)
		}()
		var a []int
		_ = a[len(os.Args)+2]
	}()
	fmt.Fprintln(os.Stderr, "exiting with 3")
	os.Exit(3)
}

// Output:
// inner defer
// goexit runs deferred calls
// true linux amd64
// recover after Goexit? no; recovered: runtime error: index out of range [3] with length 0
// Stderr:
// exiting with 3
// Exit: 3
