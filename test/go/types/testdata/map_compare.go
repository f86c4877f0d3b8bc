package main

func main() {
	a := map[string]int{}
	_ = a == a
}

// Error:
// ./map_compare.go:5:6: invalid operation: a == a (map can only be compared to nil)
