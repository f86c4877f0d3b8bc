package main

func main() {
	x := 1 \ 2
}

// Error:
// 4:9: invalid character U+005C '\'
// 4:11: syntax error: unexpected literal 2 at end of statement
