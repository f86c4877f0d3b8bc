package main

import "fmt"

func main() {
	fmt.Println(“hi”)
}

// Error:
// 6:14: invalid character U+201C '“' in identifier
// 6:14: undefined: “hi”
// 6:19: invalid character U+201D '”' in identifier
