package main

import (
	"fmt"
	"os"
)

func main() {
	for i := 0; ; i++ {
		if i == 3 {
			fmt.Fprintln(os.Stderr, "stopping at", i)
			os.Exit(0)
		}
		fmt.Println("i =", i)
	}
}

// Output:
// i = 0
// i = 1
// i = 2
// Stderr:
// stopping at 3
