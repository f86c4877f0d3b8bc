package main

func main() {
	a, b := 1, 2
	if a + 1 = b {
	}
}

// Error:
// 5:11: syntax error: cannot use assignment (a + 1) = b as value
