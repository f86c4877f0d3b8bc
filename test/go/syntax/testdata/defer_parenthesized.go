package main

func f() {}

func main() {
	defer (f())
}

// Error:
// 6:8: expression in defer must not be parenthesized
