package main

import "fmt"

func sign(n int) int {
	if n > 0 {
		return 1
	} else if n < 0 {
		return -1
	}
}

func pick(s string) string {
	switch s {
	case "a":
		return "A"
	default:
		fmt.Println("default")
	}
}

func loop() int {
	for {
		break
	}
}

func ok() int {
	for {
	}
}

func main() {
	fmt.Println(sign(1), pick("a"), loop(), ok())
}

// Error:
// # command-line-arguments
// ./err_missing_return_branches.go:11:1: missing return
// ./err_missing_return_branches.go:20:1: missing return
// ./err_missing_return_branches.go:26:1: missing return
