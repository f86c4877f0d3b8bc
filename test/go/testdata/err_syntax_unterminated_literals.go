package main

import "fmt"

func main() {
	s := "unterminated
	r := 'ab'
	e := ''
	b := `ok`
	n := 0x
	o := 09
	f := 1e
	u := '\z'
	fmt.Println(s, r, e, b, n, o, f, u)
}

// Error:
// # command-line-arguments
// ./err_syntax_unterminated_literals.go:6:20: newline in string
// ./err_syntax_unterminated_literals.go:7:7: more than one character in rune literal
// ./err_syntax_unterminated_literals.go:8:8: empty rune literal or unescaped '
// ./err_syntax_unterminated_literals.go:10:9: hexadecimal literal has no digits
// ./err_syntax_unterminated_literals.go:11:8: invalid digit '9' in octal literal
// ./err_syntax_unterminated_literals.go:12:9: exponent has no digits
// ./err_syntax_unterminated_literals.go:13:9: unknown escape
