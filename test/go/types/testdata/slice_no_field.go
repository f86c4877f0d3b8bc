package main

func main() {
	x := []int{1, 2}
	_ = x.len
}

// Error:
// ./slice_no_field.go:5:8: x.len undefined (type []int has no field or method len)
