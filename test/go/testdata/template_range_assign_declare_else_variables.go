package main

import (
	"fmt"
	"strings"
	"text/template"
)

func run(src string, data any) {
	t, err := template.New("t").Parse(src)
	if err != nil {
		fmt.Printf("%-60q parse: %v\n", src, err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, data)
	fmt.Printf("%-60q %q %v\n", src, sb.String(), err)
}

func main() {
	s := []string{"a", "b"}
	run("{{range $x = .}}{{end}}", s)
	run("{{range $x = .}}{{end}}", []int{})
	run("{{$x := 0}}{{range $x = .}}[{{$x}}]{{end}}{{$x}}", s)
	run("{{$i := 0}}{{$e := 0}}{{range $i, $e = .}}{{$i}}{{$e}};{{end}}{{$i}}{{$e}}", s)
	run("{{$x := 9}}{{range $x = .}}{{end}}{{$x}}", []int{})
	run("{{range $x := .}}{{else}}else sees {{$x}}{{end}}", []int{})
	run("{{range $i, $e := .}}{{else}}{{$i}}|{{$e}}{{end}}", map[string]int{})
	run("{{range $i, $e := .}}{{$i}}={{$e}} {{end}}", map[string]int{"b": 2, "a": 1})
	run("{{range $e := .}}{{$e}}{{$e := 5}}{{$e}} {{end}}", s)
	run("{{range $i, $e := .}}{{if eq $i 0}}{{continue}}{{end}}{{$e}}{{end}}", s)
	run("{{with $x := .}}{{$x}}{{else}}{{$x}}{{end}}", 0)
	run("{{if $x := .}}{{$x}}{{else}}no {{$x}}{{end}}", "")
	run("{{$x := 1}}{{with $x = 2}}{{$x}}{{end}}{{$x}}", nil)
	run("{{$x := 1}}{{if $x = 0}}t{{else}}f{{$x}}{{end}}{{$x}}", nil)
	run("{{range $x := .}}{{$x}}{{end}}{{$x}}", s)
}

// Output:
// "{{range $x = .}}{{end}}"                                    "" template: t:1:13: executing "t" at <.>: undefined variable: $x
// "{{range $x = .}}{{end}}"                                    "" template: t:1:13: executing "t" at <.>: undefined variable: $x
// "{{$x := 0}}{{range $x = .}}[{{$x}}]{{end}}{{$x}}"           "[a][b]b" <nil>
// "{{$i := 0}}{{$e := 0}}{{range $i, $e = .}}{{$i}}{{$e}};{{end}}{{$i}}{{$e}}" "0a;1b;1b" <nil>
// "{{$x := 9}}{{range $x = .}}{{end}}{{$x}}"                   "[]" <nil>
// "{{range $x := .}}{{else}}else sees {{$x}}{{end}}"           "else sees []" <nil>
// "{{range $i, $e := .}}{{else}}{{$i}}|{{$e}}{{end}}"          "map[]|map[]" <nil>
// "{{range $i, $e := .}}{{$i}}={{$e}} {{end}}"                 "a=1 b=2 " <nil>
// "{{range $e := .}}{{$e}}{{$e := 5}}{{$e}} {{end}}"           "a5 b5 " <nil>
// "{{range $i, $e := .}}{{if eq $i 0}}{{continue}}{{end}}{{$e}}{{end}}" "b" <nil>
// "{{with $x := .}}{{$x}}{{else}}{{$x}}{{end}}"                "0" <nil>
// "{{if $x := .}}{{$x}}{{else}}no {{$x}}{{end}}"               "no " <nil>
// "{{$x := 1}}{{with $x = 2}}{{$x}}{{end}}{{$x}}"              "22" <nil>
// "{{$x := 1}}{{if $x = 0}}t{{else}}f{{$x}}{{end}}{{$x}}"      "f00" <nil>
// "{{range $x := .}}{{$x}}{{end}}{{$x}}"                       parse: template: t:1: undefined variable "$x"
