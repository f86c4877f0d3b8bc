package main

func main() {
	n := 3
	var a [n]int
	_ = a
}

// Error:
// ./array_length_not_constant.go:4:2: declared and not used: n
// ./array_length_not_constant.go:5:9: invalid array length n
