package main

import (
	"fmt"
	"os"
)

func run() (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintln(os.Stderr, "error:", r)
			code = 3
		}
	}()
	var m map[string][]int
	m["x"] = append(m["x"], 1)
	return 0
}

func main() {
	defer fmt.Println("never printed")
	defer func() {
		fmt.Println("exiting from defer")
		os.Exit(run())
	}()
	fmt.Println("main body")
}

// Output:
// main body
// exiting from defer
// Stderr:
// error: assignment to entry in nil map
// Exit: 3
