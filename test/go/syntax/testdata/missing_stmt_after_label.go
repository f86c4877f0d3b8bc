package main

func main() {
	for {
	Label: )
	}
}

// Error:
// 5:7: syntax error: missing statement after label
// 7:1: syntax error: non-declaration statement outside function body
