package main

func main() {
L:
	switch {
	default:
		for {
			continue L
		}
	}
}

// Error:
// 8:13: invalid continue label L
