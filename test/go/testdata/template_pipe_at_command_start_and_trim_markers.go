package main

import (
	"fmt"
	"text/template"
)

func main() {
	for _, s := range []string{"{{| .a}}", "{{.a | | .b}}", "{{if | .a}}{{end}}", "{{(| .a)}}", "{{range | .}}{{end}}", "{{with $x := | .}}{{end}}", "{{print (.a | | len)}}", "{{template \"x\" | .}}", "{{.a |}}", "{{(.a |)}}", "{{- -}}", "{{-  -}}", "{{- - }}", "{{block \"b\" | .}}{{end}}", "{{block \"b\" .a .b}}{{end}}", "{{template \"b\" .a .b}}", "{{- -3}}", "{{-  - }}"} {
		_, err := template.New("t").Parse(s)
		fmt.Printf("%-28q %v\n", s, err)
	}
}

// Output:
// "{{| .a}}"                   template: t:1: unexpected "|" in command
// "{{.a | | .b}}"              template: t:1: unexpected "|" in command
// "{{if | .a}}{{end}}"         template: t:1: unexpected "|" in if
// "{{(| .a)}}"                 template: t:1: unexpected "|" in parenthesized pipeline
// "{{range | .}}{{end}}"       template: t:1: unexpected "|" in range
// "{{with $x := | .}}{{end}}"  template: t:1: unexpected "|" in with
// "{{print (.a | | len)}}"     template: t:1: unexpected "|" in parenthesized pipeline
// "{{template \"x\" | .}}"     template: t:1: unexpected "|" in template clause
// "{{.a |}}"                   <nil>
// "{{(.a |)}}"                 <nil>
// "{{- -}}"                    template: t:1: illegal number syntax: "-"
// "{{-  -}}"                   template: t:1: missing value for command
// "{{- - }}"                   template: t:1: illegal number syntax: "-"
// "{{block \"b\" | .}}{{end}}" template: t:1: unexpected "|" in block clause
// "{{block \"b\" .a .b}}{{end}}" <nil>
// "{{template \"b\" .a .b}}"   <nil>
// "{{- -3}}"                   <nil>
// "{{-  - }}"                  template: t:1: illegal number syntax: "-"
