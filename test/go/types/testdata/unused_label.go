package main

func main() {
L:
	for {
	}
}

// Error:
// ./unused_label.go:4:1: label L defined and not used
