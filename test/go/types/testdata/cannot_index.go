package main

func main() {
	x := 5
	_ = x[0]
}

// Error:
// ./cannot_index.go:5:7: invalid operation: cannot index x (variable of type int)
