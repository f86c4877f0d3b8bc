package main

func f() (a int, error) {
	return 0, nil
}

func main() {}

// Error:
// 3:18: syntax error: mixed named and unnamed parameters
