package main

func main() {
	xs := []int{}
	for range xs, i {
	}
}

// Error:
// 5:14: syntax error: unexpected comma, expected { after for clause
