package main

func main() {
	x := 1
	switch x {
	case 1
		x++
	}
}

// Error:
// 6:8: syntax error: unexpected newline, expected :
