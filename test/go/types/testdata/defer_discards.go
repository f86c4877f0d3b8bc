package main

func main() {
	defer len("a")
}

// Error:
// ./defer_discards.go:4:8: defer discards result of len("a") (constant 1 of type int)
