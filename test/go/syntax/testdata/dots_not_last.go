package main

func main() {
	xs := []int{1}
	println(xs..., 1)
}

// Error:
// 5:17: syntax error: unexpected literal 1, expected )
