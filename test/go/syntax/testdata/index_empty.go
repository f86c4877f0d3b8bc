package main

func main() {
	s := []int{1}
	_ = s[]
}

// Error:
// 5:8: syntax error: unexpected ], expected operand
