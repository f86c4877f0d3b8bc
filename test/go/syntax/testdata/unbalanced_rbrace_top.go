package main

func main() {
}
}

// Error:
// 5:1: syntax error: non-declaration statement outside function body
