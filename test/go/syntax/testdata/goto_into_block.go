package main

func main() {
	goto L
	{
	L:
		println()
	}
}

// Error:
// 4:7: goto L jumps into block starting at ./prog.go:5:2
