// A command whose package has tests: go test runs the generated test main, never this main.
package main

import (
	"fmt"
	"os"
)

var started = "package initialised"

func main() {
	fmt.Println("main ran:", Twice(21))
	os.Exit(3)
}

// Twice doubles n.
func Twice(n int) int { return 2 * n }
