package main

func main() {
	s := []int{1}
	_ = s["a"]
}

// Error:
// ./index_non_integer.go:5:8: cannot convert "a" (untyped string constant) to type int
