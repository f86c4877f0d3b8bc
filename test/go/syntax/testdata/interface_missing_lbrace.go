package main

type I interface
	M()
}

func main() {}

// Error:
// 4:2: syntax error: unexpected name M, expected {
