package main

func main() {
	for {
	L:
	}
}

// Error:
// 5:2: label L defined and not used
