package main

func main() {
	x := 1
	if x > 0 {
	}
	else {
	}
}

// Error:
// 7:2: syntax error: unexpected keyword else, expected }
