package main

func main() {
	goto L
	x := 1
	_ = x
L:
	println()
}

// Error:
// 4:7: goto L jumps over declaration of x at ./prog.go:5:4
