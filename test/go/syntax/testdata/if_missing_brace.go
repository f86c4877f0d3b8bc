package main

func main() {
	x := 1
	if x == 1
		return
	}
}

// Error:
// 6:3: syntax error: unexpected keyword return, expected expression
