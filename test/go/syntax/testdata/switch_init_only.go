package main

func main() {
	switch x := 1 {
	}
}

// Error:
// 4:11: syntax error: cannot use x := 1 as value
