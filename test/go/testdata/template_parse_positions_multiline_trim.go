package main

import (
	"fmt"
	"strings"
	"text/template"
)

func run(src string) {
	t, err := template.New("t").Parse(src)
	if err != nil {
		fmt.Printf("%q parse: %v\n", src, err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, map[string]any{"a": 1, "s": []int{1}})
	fmt.Printf("%q %q %v\n", src, sb.String(), err)
}

func main() {
	for _, s := range []string{
		"line1\nlïne2 {{.a.b}}",
		"x\n\n  {{- .a.b -}}\n",
		"{{.a\n.b}}",
		"{{if .a}}\n{{index .s 3}}{{end}}",
		"{{`raw\nstring` | printf \"%s%v\" .a.b}}",
		"{{.a}}\n{{.a.b\n}}",
		"{{-}}",
		"{{- -}}",
		"{{ - }}",
		"{{-3}}{{- 3}}",
		"a {{- \n .a}}",
		"{{.a -}}\n\n  b",
		"{{.a-}}",
		"{{.a- }}",
		"{{/*\n*/}}{{.a.b}}",
		"{{/* x */}}\n{{.a.b}}",
		"{{\"é\"}}{{.a.b}}",
		"{{range .s}}\n{{.x}}{{end}}",
		"\n{{define \"d\"}}\n{{.z.q}}{{end}}{{template \"d\" .a}}",
		"{{.a}}{{",
		"{{.a}}\n{{if .a}}",
		"{{.a}}\n{{.a\n",
		"{{.a}}\n{{\"abc}}",
		"{{.a}}\n{{if .a}}\n{{else}}\n{{else}}{{end}}",
		"{{ $x := 1 }}{{ $x := 2 }}{{$x}}",
		"{{(1}}",
		"{{1)}}",
		"{{()}}",
		"{{.a | }}",
		"{{| .a}}",
		"{{$}}{{$.a}}{{$ := 1}}",
		"{{$x, $y := .s}}",
		"{{range $x, $y, $z := .s}}{{end}}",
		"{{range $x = .s}}{{end}}",
		"{{with $x, $y := .s}}{{end}}",
	} {
		run(s)
	}
}

// Output:
// "line1\nlïne2 {{.a.b}}" "line1\nlïne2 " template: t:2:11: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "x\n\n  {{- .a.b -}}\n" "x" template: t:3:8: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "{{.a\n.b}}" "" template: t:1:2: executing "t" at <.a>: a is not a method but has arguments
// "{{if .a}}\n{{index .s 3}}{{end}}" "\n" template: t:2:2: executing "t" at <index .s 3>: error calling index: index out of range: 3
// "{{`raw\nstring` | printf \"%s%v\" .a.b}}" "" template: t:2:26: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "{{.a}}\n{{.a.b\n}}" "1\n" template: t:2:4: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "{{-}}" parse: template: t:1: illegal number syntax: "-"
// "{{- -}}" parse: template: t:1: illegal number syntax: "-"
// "{{ - }}" parse: template: t:1: illegal number syntax: "-"
// "{{-3}}{{- 3}}" "-33" <nil>
// "a {{- \n .a}}" "a1" <nil>
// "{{.a -}}\n\n  b" "1b" <nil>
// "{{.a-}}" parse: template: t:1: bad character U+002D '-'
// "{{.a- }}" parse: template: t:1: bad character U+002D '-'
// "{{/*\n*/}}{{.a.b}}" "" template: t:2:8: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "{{/* x */}}\n{{.a.b}}" "\n" template: t:2:4: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "{{\"é\"}}{{.a.b}}" "é" template: t:1:12: executing "t" at <.a.b>: can't evaluate field b in type interface {}
// "{{range .s}}\n{{.x}}{{end}}" "\n" template: t:2:2: executing "t" at <.x>: can't evaluate field x in type int
// "\n{{define \"d\"}}\n{{.z.q}}{{end}}{{template \"d\" .a}}" "\n\n" template: t:3:4: executing "d" at <.z.q>: can't evaluate field z in type int
// "{{.a}}{{" parse: template: t:1: unclosed action
// "{{.a}}\n{{if .a}}" parse: template: t:2: unexpected EOF
// "{{.a}}\n{{.a\n" parse: template: t:3: unclosed action started at t:2
// "{{.a}}\n{{\"abc}}" parse: template: t:2: unterminated quoted string
// "{{.a}}\n{{if .a}}\n{{else}}\n{{else}}{{end}}" parse: template: t:4: expected end; found {{else}}
// "{{ $x := 1 }}{{ $x := 2 }}{{$x}}" "2" <nil>
// "{{(1}}" parse: template: t:1: unclosed left paren
// "{{1)}}" parse: template: t:1: unexpected right paren
// "{{()}}" parse: template: t:1: missing value for parenthesized pipeline
// "{{.a | }}" "1" <nil>
// "{{| .a}}" parse: template: t:1: unexpected "|" in command
// "{{$}}{{$.a}}{{$ := 1}}" "map[a:1 s:[1]]1" <nil>
// "{{$x, $y := .s}}" parse: template: t:1: too many declarations in command
// "{{range $x, $y, $z := .s}}{{end}}" parse: template: t:1: too many declarations in range
// "{{range $x = .s}}{{end}}" "" template: t:1:13: executing "t" at <.s>: undefined variable: $x
// "{{with $x, $y := .s}}{{end}}" parse: template: t:1: too many declarations in with
