package main

func main() {
	for i := range 10 {
	}
}

// Error:
// ./range_over_int_unused.go:4:6: declared and not used: i
