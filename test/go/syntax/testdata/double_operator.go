package main

func main() {
	x := 1 * / 2
	_ = x
}

// Error:
// 4:11: syntax error: unexpected /, expected expression
