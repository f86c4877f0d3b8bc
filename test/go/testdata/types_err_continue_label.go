package main

func main() {
outer:
	for i := 0; i < 3; i++ {
		switch {
		case i > 1:
			continue inner
		}
	}
	goto outer
}

// Error:
// # command-line-arguments
// ./types_err_continue_label.go:8:13: continue label not defined: inner
