package main

import (
	"fmt"
	"os"
	"strings"
)

var v = 1

func f() {}

const c = 2

var a fmt.Println
var b strings.ToUpper
var d v
var e f
var g c
var h strings.Builder
var i fmt

func main() {}

type T struct{ F int }

var t T
var j t.F
var k os.Args

// Error:
// # command-line-arguments
// ./err_not_a_type_operands.go:15:7: fmt.Println (value of type func(a ...any) (n int, err error)) is not a type
// ./err_not_a_type_operands.go:16:7: strings.ToUpper (value of type func(s string) string) is not a type
// ./err_not_a_type_operands.go:17:7: v is not a type
// ./err_not_a_type_operands.go:18:7: f is not a type
// ./err_not_a_type_operands.go:19:7: c is not a type
// ./err_not_a_type_operands.go:21:7: fmt is not a type
// ./err_not_a_type_operands.go:28:9: t.F is not a type
// ./err_not_a_type_operands.go:29:7: os.Args (variable of type []string) is not a type
