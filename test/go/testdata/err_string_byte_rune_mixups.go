package main

import (
	"fmt"
	"strings"
)

func main() {
	s := "hello"
	var b byte = s[0]
	var r rune = s[1]
	c := 'x' + "y"
	s[0] = 'H'
	if strings.HasPrefix(s, 'h') {
		fmt.Println(b, r, c)
	}
	var n int = "5"
	t := s + 1
	fmt.Println(n, t, string(b)+s[2])
}

// Error:
// # command-line-arguments
// ./err_string_byte_rune_mixups.go:11:15: cannot use s[1] (value of type byte) as rune value in variable declaration
// ./err_string_byte_rune_mixups.go:12:7: invalid operation: 'x' + "y" (mismatched types untyped rune and untyped string)
// ./err_string_byte_rune_mixups.go:13:2: cannot assign to s[0] (neither addressable nor a map index expression)
// ./err_string_byte_rune_mixups.go:14:26: cannot use 'h' (untyped rune constant 104) as string value in argument to strings.HasPrefix
// ./err_string_byte_rune_mixups.go:17:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_string_byte_rune_mixups.go:18:7: invalid operation: s + 1 (mismatched types string and untyped int)
// ./err_string_byte_rune_mixups.go:19:20: invalid operation: string(b) + s[2] (mismatched types string and byte)
