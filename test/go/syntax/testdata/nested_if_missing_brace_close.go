package main

func main() {
	if true {
		if false {
			println()
	}

}

// Error:
// 10:1: syntax error: unexpected EOF, expected }
