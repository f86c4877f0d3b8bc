package main

func main() {
	for i := 0; i < 3; j := 1 {
	}
}

// Error:
// 4:23: syntax error: cannot declare in post statement of for loop
