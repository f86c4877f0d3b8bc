package main

func main() {
	x := 1
	switch x {
	1:
	}
}

// Error:
// 6:2: syntax error: unexpected literal 1, expected case or default or }
