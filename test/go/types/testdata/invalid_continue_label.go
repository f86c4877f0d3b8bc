package main

func main() {
L:
	switch {
	case true:
		for {
			continue L
		}
	}
}

// Error:
// ./invalid_continue_label.go:8:13: invalid continue label L
