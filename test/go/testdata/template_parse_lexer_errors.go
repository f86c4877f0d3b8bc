package main

// text/template's lexer errors in actions with and without a right delimiter, the parser's
// message for a stray character, {{break}}/{{continue}} outside {{range}}, and the context of a
// missing {{template}} with its pipeline.

import (
	"fmt"
	"strings"
	"text/template"
)

func main() {
	srcs := []string{
		"{{.Name}",
		"{{ .Name }",
		"{{.Name",
		"a\n{{.Name\n\n",
		"{{end}",
		"{{ end }",
		"{{$x}",
		"{{$}",
		"{{printf \"%d\" 3}",
		"{{3}",
		"{{3x}}",
		"{{3x}",
		"{{1+2i}",
		"{{1+2}",
		"{{\"abc",
		"{{\"abc}}",
		"{{`abc",
		"{{'a",
		"{{.A:}",
		"{{.A)}",
		"{{(.A}",
		"{{.A é}",
		"{{.Aé!}",
		"{{.A \x01}",
		"{{.A.}",
		"{{.A.B}",
		"{{.A|}",
		"{{range $i, $x := .}",
		"{{if .A}}x{{end}",
		"{{break}}",
		"{{range .}}{{continue}}{{end}}{{continue}}",
		"{{range .}}{{break 1}}{{end}}",
		"{{define \"a\"}}{{break}}{{end}}",
		"{{range .}}{{if .}}{{break}}{{end}}{{end}}",
		"{{range .}}{{else}}{{break}}{{end}}",
		"{{template \"x\" .A}}",
		"{{template \"x\" (len .A) | printf \"%d\"}}",
		"{{template \"x\" $}}",
		"{{template \"héllo\"}}",
	}
	for _, s := range srcs {
		t, err := template.New("t").Parse(s)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, map[string][]int{"A": {1, 2}})
		fmt.Printf("%q %v\n", sb.String(), err)
	}
}

// Output:
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: unexpected "}" in operand
// parse: template: t:1: unclosed action
// parse: template: t:4: unclosed action started at t:2
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: unexpected "}" in end
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: unexpected "}" in operand
// parse: template: t:1: unexpected "}" in operand
// parse: template: t:1: bad number syntax: "3x"
// parse: template: t:1: bad number syntax: "3x"
// parse: template: t:1: unexpected "}" in operand
// parse: template: t:1: bad number syntax: "1+2"
// parse: template: t:1: unterminated quoted string
// parse: template: t:1: unterminated quoted string
// parse: template: t:1: unterminated raw quoted string
// parse: template: t:1: unterminated character constant
// parse: template: t:1: expected :=
// parse: template: t:1: unexpected right paren
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: bad character U+0021 '!'
// parse: template: t:1: unrecognized character in action: U+0001
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: unexpected "}" in command
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: bad character U+007D '}'
// parse: template: t:1: {{break}} outside {{range}}
// parse: template: t:1: {{continue}} outside {{range}}
// parse: template: t:1: unexpected "1" in {{break}}
// parse: template: t:1: {{break}} outside {{range}}
// "" <nil>
// parse: template: t:1: {{break}} outside {{range}}
// "" template: t:1:11: executing "t" at <{{template "x" .A}}>: template "x" not defined
// "" template: t:1:11: executing "t" at <{{template "x" (len .A) | printf "%d"}}>: template "x" not defined
// "" template: t:1:11: executing "t" at <{{template "x" $}}>: template "x" not defined
// "" template: t:1:11: executing "t" at <{{template "héllo"}}>: template "héllo" not defined
