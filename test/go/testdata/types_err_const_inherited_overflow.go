package main

import "fmt"

type Level uint8

const (
	Debug Level = iota + 253
	Info
	Warn
	Error
)

func main() {
	const (
		a int8 = 120 + iota*5
		b
		c
		d
	)
	fmt.Println(Debug, a)
}

// Error:
// # command-line-arguments
// ./types_err_const_inherited_overflow.go:11:2: cannot use iota + 253 (untyped int constant 256) as Level value in constant declaration (overflows)
// ./types_err_const_inherited_overflow.go:18:3: cannot use 120 + iota * 5 (untyped int constant 130) as int8 value in constant declaration (overflows)
// ./types_err_const_inherited_overflow.go:19:3: cannot use 120 + iota * 5 (untyped int constant 135) as int8 value in constant declaration (overflows)
