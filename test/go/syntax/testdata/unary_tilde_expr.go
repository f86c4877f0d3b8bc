package main

func main() {
	x := ~1
	_ = x
}

// Error:
// 4:7: cannot use ~ outside of interface or type constraint (use ^ for bitwise complement)
