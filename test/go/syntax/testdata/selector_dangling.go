package main

type T struct{}

package main

func main() {
	_ = T{}.
}

// Error:
// 5:1: syntax error: non-declaration statement outside function body
// 9:1: syntax error: unexpected }, expected name or (
