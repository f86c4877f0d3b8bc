package main

type T struct{ A int }

package main

func main() {
	_ = T{A:: 1}
}

// Error:
// 5:1: syntax error: non-declaration statement outside function body
// 8:10: syntax error: unexpected :, expected expression
