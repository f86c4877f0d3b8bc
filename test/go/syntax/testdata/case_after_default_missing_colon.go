package main

func main() {
	x := 1
	switch x {
	default
	}
}

// Error:
// 7:2: syntax error: unexpected }, expected :
