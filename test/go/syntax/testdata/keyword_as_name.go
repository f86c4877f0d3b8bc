package main

func main() {
	map := 1
	_ = map
}

// Error:
// 4:6: syntax error: unexpected :=, expected [
// 6:1: syntax error: unexpected }, expected [
