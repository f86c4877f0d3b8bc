package main

type T struct{ A int }

package main

func main() {
	_ = T{A: }
}

// Error:
// 5:1: syntax error: non-declaration statement outside function body
// 8:11: syntax error: unexpected }, expected expression
