package main

import (
	"fmt"
	"strings"
	"text/template"
)

type D struct {
	A struct{ B int }
	S []int
}

func main() {
	for _, s := range []string{
		`{{.A.}}`, `{{..}}`, `{{.A.B.}}`, `{{$.}}`, `{{$x := 1}}{{$x.}}`, `{{.A(1)}}`, `{{.S(len)}}`,
		`{{print "a""b"}}`, `{{print 1"b"}}`, `{{print .A.B.S}}`, `{{(.A).B.}}`, `{{(.A).B}}`, `{{(.A)(.S)}}`,
		`{{print .S|len}}`, `{{print (.S)|len}}`, `{{. .}}`, `{{1 2}}`, `{{print .}}{{.A .}}`, `{{true.X}}`, `{{nil}}`,
		`{{"s".X}}`, `{{1.X}}`, `{{print $}}`, `{{.A.B|print}}`, `{{print.A}}`,
	} {
		t, err := template.New("t").Parse(s)
		if err != nil {
			fmt.Printf("%-24s parse: %v\n", s, err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, D{S: []int{1, 2}})
		fmt.Printf("%-24s %q %v\n", s, sb.String(), err)
	}
}

// Output:
// {{.A.}}                  parse: template: t:1: unexpected <.> in operand
// {{..}}                   parse: template: t:1: unexpected <.> in operand
// {{.A.B.}}                parse: template: t:1: unexpected <.> in operand
// {{$.}}                   parse: template: t:1: unexpected <.> in operand
// {{$x := 1}}{{$x.}}       parse: template: t:1: unexpected <.> in operand
// {{.A(1)}}                parse: template: t:1: unexpected "(" in operand
// {{.S(len)}}              parse: template: t:1: unexpected "(" in operand
// {{print "a""b"}}         parse: template: t:1: unexpected "\"b\"" in operand
// {{print 1"b"}}           parse: template: t:1: unexpected "\"b\"" in operand
// {{print .A.B.S}}         "" template: t:1:10: executing "t" at <.A.B.S>: can't evaluate field S in type int
// {{(.A).B.}}              parse: template: t:1: unexpected <.> in operand
// {{(.A).B}}               "0" <nil>
// {{(.A)(.S)}}             parse: template: t:1: unexpected "(" in operand
// {{print .S|len}}         "5" <nil>
// {{print (.S)|len}}       "5" <nil>
// {{. .}}                  "" template: t:1:2: executing "t" at <.>: can't give argument to non-function .
// {{1 2}}                  "" template: t:1:2: executing "t" at <1>: can't give argument to non-function 1
// {{print .}}{{.A .}}      "{{0} [1 2]}" template: t:1:13: executing "t" at <.A>: A has arguments but cannot be invoked as function
// {{true.X}}               parse: template: t:1: unexpected . after term "true"
// {{nil}}                  "" template: t:1:2: executing "t" at <nil>: nil is not a command
// {{"s".X}}                parse: template: t:1: unexpected . after term "\"s\""
// {{1.X}}                  parse: template: t:1: bad number syntax: "1.X"
// {{print $}}              "{{0} [1 2]}" <nil>
// {{.A.B|print}}           "0" <nil>
// {{print.A}}              "" template: t:1:2: executing "t" at <print>: can't evaluate field A in type string
