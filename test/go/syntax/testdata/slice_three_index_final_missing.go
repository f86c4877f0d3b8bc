package main

func main() {
	s := []int{1, 2, 3}
	_ = s[1:2:]
}

// Error:
// 5:12: final index required in 3-index slice
