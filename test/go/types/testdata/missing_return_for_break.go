package main

func f() int {
	for {
		break
	}
}

func main() { f() }

// Error:
// ./missing_return_for_break.go:7:1: missing return
