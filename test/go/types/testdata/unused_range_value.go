package main

func main() {
	xs := []int{1}
	for i, v := range xs {
		_ = i
	}
}

// Error:
// ./unused_range_value.go:5:9: declared and not used: v
