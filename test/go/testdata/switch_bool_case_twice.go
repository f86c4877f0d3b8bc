package main

import "fmt"

func main() {
	n := 3
	switch {
	case true:
		fmt.Println("first")
	case true:
		fmt.Println("second")
	}
	switch n > 2 {
	case false, true:
		fmt.Println("either")
	case true:
		fmt.Println("never")
	}
}

// Output:
// first
// either
