package main

type T struct{}

func main() {
	_ = (T){}
}

// Error:
// 6:9: syntax error: cannot parenthesize type in composite literal
