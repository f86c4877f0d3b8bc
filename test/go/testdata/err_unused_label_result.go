package main

import "fmt"

func compute() int { return 42 }

func main() {
unused:
	for i := 0; i < 2; i++ {
		fmt.Println(i)
	}
	compute
	1 + 2
	fmt.Sprintf("%d", 3)
}

// Error:
// # command-line-arguments
// ./err_unused_label_result.go:8:1: label unused defined and not used
// ./err_unused_label_result.go:12:2: compute (value of type func() int) is not used
// ./err_unused_label_result.go:13:2: 1 + 2 (untyped int constant 3) is not used
