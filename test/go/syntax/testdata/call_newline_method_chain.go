package main

import "strings"

func main() {
	s := strings.NewReplacer("a", "b")
		.Replace("abc")
	_ = s
}

// Error:
// 7:3: syntax error: unexpected ., expected }
