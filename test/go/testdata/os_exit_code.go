package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Println("exiting with 3")
	defer fmt.Println("deferred calls do not run on os.Exit")
	os.Exit(3)
}

// Output:
// exiting with 3
// Exit: 3
