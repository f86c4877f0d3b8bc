package main

func f() {}

func main() {
	go (f())
}

// Error:
// 6:5: expression in go must not be parenthesized
