package main

func main() {
	x := 0
	if x++ {
	}
}

// Error:
// 5:6: syntax error: cannot use x++ as value
