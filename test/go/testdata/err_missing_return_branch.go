package main

import "fmt"

func sign(n int) string {
	if n > 0 {
		return "+"
	} else if n < 0 {
		return "-"
	}
}

func loop() int {
	for {
		break
	}
}

func main() {
	fmt.Println(sign(1), loop())
}

// Error:
// # command-line-arguments
// ./err_missing_return_branch.go:11:1: missing return
// ./err_missing_return_branch.go:17:1: missing return
