package main

func main() {
	for var i = 0; i < 3; i++ {
	}
}

// Error:
// 4:10: syntax error: var declaration not allowed in for initializer
