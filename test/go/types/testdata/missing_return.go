package main

func f(x int) int {
	if x > 0 {
		return 1
	}
}

func main() { f(1) }

// Error:
// ./missing_return.go:7:1: missing return
