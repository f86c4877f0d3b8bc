package main

type T struct {
	(int)
}

func main() {}

// Error:
// 4:2: syntax error: cannot parenthesize embedded type
