package main

func main() {
	# comment
}

// Error:
// 4:2: invalid character U+0023 '#'
// 4:4: undefined: comment
