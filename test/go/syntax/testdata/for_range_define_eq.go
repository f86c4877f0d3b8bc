package main

func main() {
	for i = := range []int{} {
	}
}

// Error:
// 4:10: syntax error: unexpected :=, expected expression
// 6:1: syntax error: non-declaration statement outside function body
