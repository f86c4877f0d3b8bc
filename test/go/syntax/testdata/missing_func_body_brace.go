package main

func main() int
	return 1
}

// Error:
// 4:2: syntax error: non-declaration statement outside function body
