package main

// text/template's lexer names what the input ended inside: a quoted string, a raw string or a
// character constant, and only otherwise an unclosed action.

import (
	"fmt"
	"text/template"
)

func main() {
	for i, src := range []string{
		"{{\"unterminated}}",
		"line one\n{{`raw}}",
		"{{'x}}",
		"{{printf \"%d\" 1",
		"{{.X}} {{\"ok\"}}",
	} {
		_, err := template.New(fmt.Sprint("t", i)).Parse(src)
		fmt.Println(err)
	}
}

// Output:
// template: t0:1: unterminated quoted string
// template: t1:2: unterminated raw quoted string
// template: t2:1: unterminated character constant
// template: t3:1: unclosed action
// <nil>
