package main

func main() {
	x := nil
	_ = x
}

// Error:
// ./use_untyped_nil.go:4:7: use of untyped nil in assignment
