package main

type T struct
	A int
}

func main() {}

// Error:
// 4:2: syntax error: unexpected name A, expected {
