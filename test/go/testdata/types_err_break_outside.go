package main

func main() {
	if true {
		break
	}
}

// Error:
// # command-line-arguments
// ./types_err_break_outside.go:5:3: break is not in a loop, switch, or select
