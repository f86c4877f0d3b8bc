package main

type I interface {
	M() int,
}

func main() {}

// Error:
// 4:9: syntax error: unexpected comma in interface type; possibly missing semicolon or newline or }
