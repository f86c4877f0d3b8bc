package main

func main() {
	if x := 1 {
	}
}

// Error:
// 4:7: syntax error: cannot use x := 1 as value
