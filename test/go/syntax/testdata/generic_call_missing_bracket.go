package main

func main() {
	_ = Map[int(1)
}

// Error:
// 4:16: syntax error: unexpected newline, expected comma, : or ]
