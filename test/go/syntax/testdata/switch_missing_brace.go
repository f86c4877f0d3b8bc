package main

func main() {
	x := 1
	switch x
	case 1:
	}
}

// Error:
// 6:2: syntax error: unexpected keyword case, expected expression
// 7:2: syntax error: missing { after switch clause
