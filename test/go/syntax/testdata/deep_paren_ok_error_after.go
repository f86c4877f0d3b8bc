package main

func main() {
	x := ((((1))))
	y := x +
}

// Error:
// 6:1: syntax error: unexpected }, expected expression
