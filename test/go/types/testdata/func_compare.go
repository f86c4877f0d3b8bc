package main

func main() {
	f := func() {}
	g := func() {}
	_ = f == g
}

// Error:
// ./func_compare.go:6:6: invalid operation: f == g (func can only be compared to nil)
