package main

func f(x int) string {
	switch x {
	case 1:
		return "one"
	}
}

func main() { f(1) }

// Error:
// ./return_missing_in_switch.go:8:1: missing return
