package main

import (
	"fmt"
	"strings"
	"unicode"
)

func toDNSName(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			return unicode.ToLower(r)
		case r == ' ' || r == '_':
			return '-'
		}
		return -1
	}, s)
}

func main() {
	fmt.Println(toDNSName("My App_Server 2!"))
	fmt.Println(strings.IndexRune("chicken", 'k'), strings.IndexAny("golang", "ny"))
	fmt.Println(strings.IndexFunc("Hello", unicode.IsLower))
	fmt.Println(unicode.IsUpper('A'), unicode.IsSpace('\t'), unicode.IsPunct('!'), unicode.ToUpper('ß'))
	fmt.Println(strings.ToTitle("go"), strings.ToUpper("straße"))
}

// Output:
// my-app-server-2
// 4 4
// 1
// true true true 223
// GO STRAßE
