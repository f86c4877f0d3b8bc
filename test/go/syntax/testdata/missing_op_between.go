package main

func main() {
	z := 1
	z = z - 2z
}

// Error:
// 5:11: syntax error: unexpected name z at end of statement
