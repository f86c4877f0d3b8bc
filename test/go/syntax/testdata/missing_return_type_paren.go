package main

func f() int, error {
	return 0, nil
}

func main() {}

// Error:
// 3:13: syntax error: unexpected comma after top level declaration
