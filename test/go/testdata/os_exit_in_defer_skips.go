package main

import (
	"fmt"
	"os"
)

func main() {
	defer fmt.Println("never printed")
	fmt.Println("about to exit")
	fmt.Fprintln(os.Stderr, "error: config missing")
	if len(os.Args) < 5 {
		os.Exit(3)
	}
}

// Output:
// about to exit
// Stderr:
// error: config missing
// Exit: 3
