package main

func main() {
L:
	for {
		break L
	}
L:
	for {
		break L
	}
}

// Error:
// 8:1: label L already defined at ./prog.go:4:1
// 10:9: invalid break label L
