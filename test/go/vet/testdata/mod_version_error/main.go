package main

import "fmt"

// go/types words a version error without cmd/compile's -lang hint.
func main() {
	for i := range 3 {
		fmt.Println(i)
	}
}
