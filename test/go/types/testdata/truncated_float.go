package main

func main() {
	var i int = 1.5
	_ = i
}

// Error:
// ./truncated_float.go:4:14: cannot use 1.5 (untyped float constant) as int value in variable declaration (truncated)
