// runtime.Goexit in an init function ends the main goroutine: its deferred calls run, main never
// starts, and another goroutine's os.Exit ends the program.
package main

import (
	"fmt"
	"os"
	"runtime"
	"time"
)

func init() {
	defer fmt.Println("deferred in init")
	go func() {
		time.Sleep(10 * time.Millisecond)
		fmt.Println("the other goroutine exits with 3")
		os.Exit(3)
	}()
	runtime.Goexit()
}

func main() {
	fmt.Println("main never runs")
}

// Output:
// deferred in init
// the other goroutine exits with 3
// Exit: 3
