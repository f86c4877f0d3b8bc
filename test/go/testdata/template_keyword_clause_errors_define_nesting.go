package main

import (
	"fmt"
	"strings"
	"text/template"
)

func run(src string) {
	t, err := template.New("t").Parse(src)
	if err != nil {
		fmt.Printf("%-36q parse: %v\n", src, err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, map[string]any{"X": 1, "S": []int{1, 2}})
	fmt.Printf("%-36q %q %v\n", src, sb.String(), err)
}

func main() {
	for _, s := range []string{
		`{{if.X}}yes{{end}}`, `{{range.S}}{{.}}{{end}}`, `{{with.X}}{{.}}{{end}}`, `{{if .X}}a{{end .X}}`, `{{if .X}}a{{end 1}}`,
		`{{else}}`, `{{end}}`, `{{range .S}}{{break 1}}{{end}}`, `{{range .S}}{{break .}}{{end}}`, `{{range .S}}{{continue "x"}}{{end}}`,
		`{{define "a" .}}{{end}}`, `{{template "a" "b" "c"}}{{define "a"}}{{.}}{{end}}`, `{{with}}{{end}}`, `{{range}}{{end}}`, `{{if 1 2}}{{end}}`,
		`{{nil 1}}`, `{{.X | nil}}`, `{{$x := 1 | print}}{{$x}}`, `{{$x := .X}}{{$x := 2}}{{$x}}`, `{{if .X}}{{$y := 1}}{{end}}{{$y}}`,
		`{{define "a"}}{{$}}{{end}}{{template "a" 5}}`, `{{define "a"}}{{$x}}{{end}}`, `{{if}}`, `{{if .X}}`, `{{range .S}}{{else}}`,
		`{{break}}`, `{{range .S}}{{if true}}{{break}}{{end}}{{end}}x`, `{{range .S}}{{define "q"}}{{break}}{{end}}{{end}}`,
		`{{range .S}}{{else}}{{break}}{{end}}`, `{{block "b" .}}{{break}}{{end}}`, `{{with .X}}{{continue}}{{end}}`,
		`{{true}} {{false}} {{nil}}`, `{{define "a"}}{{if .}}{{end}}{{else}}{{end}}`, `{{block "b" .}}x{{else}}{{end}}`, `{{if .X}}{{define "z"}}{{end}}{{end}}`, `{{define "a"}}{{define "b"}}{{end}}{{end}}`, `{{else if .X}}`, `{{if .X}}{{else .X}}{{end}}`, `{{end}}{{end .X}}`, `{{if .X}}{{else if .X}}{{else}}{{else}}{{end}}`, `{{1e3}} {{0x1F}} {{0o17}} {{0b101}} {{1_000}} {{'\n'}} {{1.5i}} {{-0}} {{+5}}`,
		`{{print 1e100}} {{print 0x1p-2}} {{print 99999999999999999999}}`, `{{print 1 .X}}`, `{{printf "%T" 1.0}} {{printf "%T" 'a'}} {{printf "%T" 1i}}`,
	} {
		run(s)
	}
}

// Output:
// "{{if.X}}yes{{end}}"                 "yes" <nil>
// "{{range.S}}{{.}}{{end}}"            "12" <nil>
// "{{with.X}}{{.}}{{end}}"             "1" <nil>
// "{{if .X}}a{{end .X}}"               parse: template: t:1: unexpected ".X" in end
// "{{if .X}}a{{end 1}}"                parse: template: t:1: unexpected "1" in end
// "{{else}}"                           parse: template: t:1: unexpected {{else}}
// "{{end}}"                            parse: template: t:1: unexpected {{end}}
// "{{range .S}}{{break 1}}{{end}}"     parse: template: t:1: unexpected "1" in {{break}}
// "{{range .S}}{{break .}}{{end}}"     parse: template: t:1: unexpected <.> in {{break}}
// "{{range .S}}{{continue \"x\"}}{{end}}" parse: template: t:1: unexpected "\"x\"" in {{continue}}
// "{{define \"a\" .}}{{end}}"          parse: template: t:1: unexpected <.> in define clause
// "{{template \"a\" \"b\" \"c\"}}{{define \"a\"}}{{.}}{{end}}" "" template: t:1:15: executing "t" at <"b">: can't give argument to non-function "b"
// "{{with}}{{end}}"                    parse: template: t:1: missing value for with
// "{{range}}{{end}}"                   parse: template: t:1: missing value for range
// "{{if 1 2}}{{end}}"                  "" template: t:1:5: executing "t" at <1>: can't give argument to non-function 1
// "{{nil 1}}"                          "" template: t:1:2: executing "t" at <nil>: can't give argument to non-function nil
// "{{.X | nil}}"                       parse: template: t:1: non executable command in pipeline stage 2
// "{{$x := 1 | print}}{{$x}}"          "1" <nil>
// "{{$x := .X}}{{$x := 2}}{{$x}}"      "2" <nil>
// "{{if .X}}{{$y := 1}}{{end}}{{$y}}"  parse: template: t:1: undefined variable "$y"
// "{{define \"a\"}}{{$}}{{end}}{{template \"a\" 5}}" "5" <nil>
// "{{define \"a\"}}{{$x}}{{end}}"      parse: template: t:1: undefined variable "$x"
// "{{if}}"                             parse: template: t:1: missing value for if
// "{{if .X}}"                          parse: template: t:1: unexpected EOF
// "{{range .S}}{{else}}"               parse: template: t:1: unexpected EOF
// "{{break}}"                          parse: template: t:1: {{break}} outside {{range}}
// "{{range .S}}{{if true}}{{break}}{{end}}{{end}}x" "x" <nil>
// "{{range .S}}{{define \"q\"}}{{break}}{{end}}{{end}}" parse: template: t:1: unexpected <define> in command
// "{{range .S}}{{else}}{{break}}{{end}}" parse: template: t:1: {{break}} outside {{range}}
// "{{block \"b\" .}}{{break}}{{end}}"  parse: template: t:1: {{break}} outside {{range}}
// "{{with .X}}{{continue}}{{end}}"     parse: template: t:1: {{continue}} outside {{range}}
// "{{true}} {{false}} {{nil}}"         "true false " template: t:1:21: executing "t" at <nil>: nil is not a command
// "{{define \"a\"}}{{if .}}{{end}}{{else}}{{end}}" parse: template: t:1: unexpected {{else}} in define clause
// "{{block \"b\" .}}x{{else}}{{end}}"  parse: template: t:1: unexpected {{else}} in block clause
// "{{if .X}}{{define \"z\"}}{{end}}{{end}}" parse: template: t:1: unexpected <define> in command
// "{{define \"a\"}}{{define \"b\"}}{{end}}{{end}}" parse: template: t:1: unexpected <define> in command
// "{{else if .X}}"                     parse: template: t:1: unexpected {{else}}
// "{{if .X}}{{else .X}}{{end}}"        parse: template: t:1: unexpected ".X" in else
// "{{end}}{{end .X}}"                  parse: template: t:1: unexpected {{end}}
// "{{if .X}}{{else if .X}}{{else}}{{else}}{{end}}" parse: template: t:1: expected end; found {{else}}
// "{{1e3}} {{0x1F}} {{0o17}} {{0b101}} {{1_000}} {{'\\n'}} {{1.5i}} {{-0}} {{+5}}" "1000 31 15 5 1000 10 (0+1.5i) 0 5" <nil>
// "{{print 1e100}} {{print 0x1p-2}} {{print 99999999999999999999}}" parse: template: t:1: integer overflow: "99999999999999999999"
// "{{print 1 .X}}"                     "1 1" <nil>
// "{{printf \"%T\" 1.0}} {{printf \"%T\" 'a'}} {{printf \"%T\" 1i}}" "float64 int complex128" <nil>
