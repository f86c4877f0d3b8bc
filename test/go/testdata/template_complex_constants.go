package main

import (
	"fmt"
	"os"
	"text/template"
)

func show(src string, data any) {
	t, err := template.New("t").Funcs(template.FuncMap{
		"re":   func(c complex128) float64 { return real(c) },
		"im":   func(c complex128) float64 { return imag(c) },
		"c64":  func(c complex64) string { return fmt.Sprint(c) },
		"i":    func(n int) int { return n },
		"f":    func(x float64) float64 { return x },
		"kind": func(v any) string { return fmt.Sprintf("%T", v) },
	}).Parse(src)
	if err != nil {
		fmt.Println("parse:", err)
		return
	}
	if err := t.Execute(os.Stdout, data); err != nil {
		fmt.Println("\nexec:", err)
		return
	}
	fmt.Println()
}

func main() {
	show(`{{1+2i}}`, nil)
	show(`{{-1.5-2i}}`, nil)
	show(`{{1i}} {{kind 1i}} {{kind 1+2i}}`, nil)
	show(`{{re 1+2i}} {{im 3-4i}}`, nil)
	show(`{{c64 1+2i}}`, nil)
	show(`{{printf "%v %T" 1+2i 1+2i}}`, nil)
	show(`{{i 1+0i}}`, nil)
	show(`{{f 2+0i}}`, nil)
	show(`{{i 1+2i}}`, nil)
	show(`{{1e2+3i}}`, nil)
	show(`{{0x10+1i}}`, nil)
	show(`{{1+2i | printf "%.1f"}}`, nil)
	show(`{{eq 1+2i 1+2i}}`, nil)
	show(`{{lt 1+2i 2+2i}}`, nil)
	show(`{{eq .C 1+2i}} {{ne 1+2i 1+3i}} {{eq 3i 1+2i 0+3i}}`, struct{ C complex128 }{1 + 2i})
	show(`{{eq 1+0i 1}}`, nil)
	show(`{{1e400+1i}}`, nil)
	show(`{{1.5p2+1i}}`, nil)
	show(`{{0b1+1i}}`, nil)
	show(`{{1+}}`, nil)
	show(`{{1+2}}`, nil)
	show(`{{1+2j}}`, nil)
	show(`{{+1+2i}}`, nil)
	show(`{{1+2i 3}}`, nil)
	show(`{{$c := 2-1i}}{{$c}} {{kind $c}}`, nil)
	show(`{{if 0+0i}}yes{{else}}no{{end}}`, nil)
	show(`{{if 0+1i}}yes{{else}}no{{end}}`, nil)
}

// Output:
// (1+2i)
// (-1.5-2i)
// (0+1i) complex128 complex128
// 1 -4
// (1+2i)
// (1+2i) complex128
// 1
// 2
//
// exec: template: t:1:4: executing "t" at <1+2i>: expected integer; found 1+2i
// (100+3i)
// parse: template: t:1: strconv.ParseFloat: parsing "0x10": invalid syntax
// (1.0+2.0i)
// true
//
// exec: template: t:1:2: executing "t" at <lt 1+2i 2+2i>: error calling lt: invalid type for comparison
// true true true
//
// exec: template: t:1:2: executing "t" at <eq 1+0i 1>: error calling eq: incompatible types for comparison
// parse: template: t:1: strconv.ParseFloat: parsing "1e400": value out of range
// parse: template: t:1: bad number syntax: "1.5p"
// parse: template: t:1: syntax error scanning complex number
// parse: template: t:1: bad number syntax: "1+"
// parse: template: t:1: bad number syntax: "1+2"
// parse: template: t:1: bad number syntax: "1+2j"
// (1+2i)
//
// exec: template: t:1:2: executing "t" at <1+2i>: can't give argument to non-function 1+2i
// (2-1i) complex128
// no
// yes
