package main

type T struct{ A int }

func main() {
	if T{A: 1} == (T{}) {
	}
}

// Error:
// 6:13: syntax error: unexpected == at end of statement
