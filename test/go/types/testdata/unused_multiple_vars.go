package main

func main() {
	a, b := 1, 2
	var c, d int
	_ = b
	_ = d
}

// Error:
// ./unused_multiple_vars.go:4:2: declared and not used: a
// ./unused_multiple_vars.go:5:6: declared and not used: c
