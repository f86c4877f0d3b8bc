package main

func main() {
	x := true
	if x {
	} else {
	} else {
	}
}

// Error:
// 7:4: syntax error: unexpected keyword else at end of statement
// 9:1: syntax error: non-declaration statement outside function body
