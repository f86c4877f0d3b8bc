package main

func sign(x int) string {
	if x > 0 {
		return "+"
	} else if x < 0 {
		return "-"
	}
}

func main() { _ = sign(1) }

// Error:
// # command-line-arguments
// ./types_err_missing_return.go:9:1: missing return
