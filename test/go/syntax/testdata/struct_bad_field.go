package main

type T struct {
	1 int
}

func main() {}

// Error:
// 4:2: syntax error: unexpected literal 1, expected field name or embedded type
