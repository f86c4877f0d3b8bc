package main

func main() {
	x := 1
	x = x +* 2
}

// Error:
// 5:11: invalid operation: cannot indirect 2 (untyped int constant)
