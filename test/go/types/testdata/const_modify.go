package main

const limit = 10

func main() {
	limit = 20
}

// Error:
// ./const_modify.go:6:2: cannot assign to limit (neither addressable nor a map index expression)
