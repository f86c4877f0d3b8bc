package main

func main() {
	s := []int{1}
	_ = s[1:2:3:4]
}

// Error:
// 5:13: syntax error: unexpected :, expected ]
