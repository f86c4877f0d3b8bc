package main

import (
	"fmt"
	"os"
)

func main() {
	defer fmt.Println("not printed: os.Exit skips defers")
	fmt.Fprintln(os.Stderr, "exiting with 257")
	os.Exit(257)
}

// Output:
// Stderr:
// exiting with 257
// Exit: 1
