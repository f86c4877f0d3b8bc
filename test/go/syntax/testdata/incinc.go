package main

func main() {
	x := 1
	x++ ++
}

// Error:
// 5:6: syntax error: unexpected ++ at end of statement
