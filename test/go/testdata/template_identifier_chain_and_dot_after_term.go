package main

import (
	"errors"
	"fmt"
	"strings"
	"text/template"
)

type U struct{ Name string }

func (u U) Fails() (string, error) { return "", errors.New("nope") }
func (u U) Self() U                { return u }

func main() {
	fm := template.FuncMap{"u": func() U { return U{"x"} }, "up": strings.ToUpper}
	for _, s := range []string{
		`{{u.Fails}}`, `{{u.Self.Name}}`, `{{u.Self.Missing}}`, `{{(u).Fails}}`, `{{u.Name | up}}`, `{{print "abcdefghijklmnop""x"}}`,
		`{{print 1"abcdefghijklmnop"}}`, "{{print\n.A.}}", `{{print 1nil}}`, `{{print .nil}}`, `{{print "a"end}}`, `{{up.Name}}`,
		`{{..Name}}`, `{{$.Name.}}`, `{{print $ .}}`, `{{print $.Name}}`, `{{nil.A}}`, `{{'a'.B}}`, `{{1.5.X}}`, `{{print (1).X}}`,
		`{{print .Name'x'}}`, `{{if .Name.}}{{end}}`, `{{range $i, $e := .Name.}}{{end}}`, `{{template "x" .A.}}`, "{{with .Name}}\n{{.A.}}{{end}}",
	} {
		t, err := template.New("t").Funcs(fm).Parse(s)
		if err != nil {
			fmt.Printf("%-24q parse: %v\n", s, err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, U{"dot"})
		fmt.Printf("%-24q %q %v\n", s, sb.String(), err)
	}
}

// Output:
// "{{u.Fails}}"            "" template: t:1:3: executing "t" at <u.Fails>: error calling Fails: nope
// "{{u.Self.Name}}"        "x" <nil>
// "{{u.Self.Missing}}"     "" template: t:1:2: executing "t" at <u>: can't evaluate field Missing in type main.U
// "{{(u).Fails}}"          "" template: t:1:5: executing "t" at <(u).Fails>: error calling Fails: nope
// "{{u.Name | up}}"        "X" <nil>
// "{{print \"abcdefghijklmnop\"\"x\"}}" parse: template: t:1: unexpected "\"x\"" in operand
// "{{print 1\"abcdefghijklmnop\"}}" parse: template: t:1: unexpected "\"abcdefghi"... in operand
// "{{print\n.A.}}"         parse: template: t:2: unexpected <.> in operand
// "{{print 1nil}}"         parse: template: t:1: bad number syntax: "1n"
// "{{print .nil}}"         "" template: t:1:8: executing "t" at <.nil>: can't evaluate field nil in type main.U
// "{{print \"a\"end}}"     parse: template: t:1: unexpected <end> in operand
// "{{up.Name}}"            "" template: t:1:2: executing "t" at <up>: wrong number of args for up: want 1 got 0
// "{{..Name}}"             parse: template: t:1: unexpected . after term "."
// "{{$.Name.}}"            parse: template: t:1: unexpected <.> in operand
// "{{print $ .}}"          "{dot} {dot}" <nil>
// "{{print $.Name}}"       "dot" <nil>
// "{{nil.A}}"              parse: template: t:1: unexpected . after term "nil"
// "{{'a'.B}}"              parse: template: t:1: unexpected . after term "'a'"
// "{{1.5.X}}"              parse: template: t:1: unexpected . after term "1.5"
// "{{print (1).X}}"        "" template: t:1:9: executing "t" at <1>: can't evaluate field X in type int
// "{{print .Name'x'}}"     parse: template: t:1: bad character U+0027 '''
// "{{if .Name.}}{{end}}"   parse: template: t:1: unexpected <.> in operand
// "{{range $i, $e := .Name.}}{{end}}" parse: template: t:1: unexpected <.> in operand
// "{{template \"x\" .A.}}" parse: template: t:1: unexpected <.> in operand
// "{{with .Name}}\n{{.A.}}{{end}}" parse: template: t:2: unexpected <.> in operand
