package main

func main() {
	var x any
	switch x.(type) {
	case int string:
	}
}

// Error:
// 6:11: syntax error: unexpected name string, expected :
