package main

func main() {
	for i := 0; i < 3; i++
	{
	}
}

// Error:
// 4:24: syntax error: unexpected newline, expected { after for clause
