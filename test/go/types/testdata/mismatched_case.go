package main

func main() {
	x := 1
	switch x {
	case "a":
	}
}

// Error:
// ./mismatched_case.go:6:7: cannot convert "a" (untyped string constant) to type int
