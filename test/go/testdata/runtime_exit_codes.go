package main

import (
	"fmt"
	"os"
)

func main() {
	defer fmt.Println("not printed: os.Exit skips defers")
	fmt.Println("exiting")
	if len(os.Args) > 5 {
		return
	}
	os.Exit(7)
}

// Output:
// exiting
// Exit: 7
