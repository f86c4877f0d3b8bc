package main

func main() {
	s := []int{1, 2, 3}
	_ = s[1::3]
}

// Error:
// 5:10: middle index required in 3-index slice
