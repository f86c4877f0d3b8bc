package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Svc struct {
	Name  string
	Ports []int
	Env   map[string]string
}

func (s *Svc) Upper() string { return strings.ToUpper(s.Name) }

func main() {
	const t = `{{- range .}}
svc {{.Name}} ({{.Upper}}):
{{- range $i, $p := .Ports}}{{if $i}},{{end}} {{$p}}{{else}} no ports{{end}}
{{- range $k, $v := .Env}}
  {{$k}}={{$v | printf "%q"}}{{end}}
{{- end}}
{{with $x := "scoped"}}{{$x}}{{end}} {{len .}} {{(index . 0).Name}} {{eq 1 1 2}} {{lt 1.5 2.0}} {{or "" "dflt"}} {{and 1 0}} {{not true}}
{{printf "%05.1f|%v|%s" 3.14159 .  "x" | len}}
{{- /* trailing */}}
`
	tm := template.Must(template.New("t").Parse(t))
	svcs := []*Svc{{"api", []int{80, 443}, map[string]string{"B": "2", "A": "1"}}, {"db", nil, nil}}
	if err := tm.Execute(os.Stdout, svcs); err != nil {
		fmt.Println("ERR", err)
	}
	err := template.Must(template.New("e").Parse("{{.Nope}}")).Execute(os.Stdout, svcs[0])
	fmt.Println()
	fmt.Println(err)
	err = template.Must(template.New("e2").Option("missingkey=error").Parse("{{.k}}")).Execute(os.Stdout, map[string]int{})
	fmt.Println(err)
	err = template.Must(template.New("e3").Parse("{{template \"nope\"}}")).Execute(os.Stdout, nil)
	fmt.Println(err)
	_, err = template.New("e4").Parse("{{if}}{{end}}")
	fmt.Println(err)
	_, err = template.New("e5").Parse("{{range .}}")
	fmt.Println(err)
	_, err = template.New("e6").Parse("{{undefinedFn 1}}")
	fmt.Println(err)
	err = template.Must(template.New("e7").Parse("{{1 | printf \"%d %d\" 2}}\n")).Execute(os.Stdout, nil)
	fmt.Println(err)
}

// Output:
//
// svc api (API): 80, 443
//   A="1"
//   B="2"
// svc db (DB): no ports
// scoped 2 api true true dflt 0 false
// 35
//
// template: e:1:2: executing "e" at <.Nope>: can't evaluate field Nope in type *main.Svc
// template: e2:1:2: executing "e2" at <.k>: map has no entry for key "k"
// template: e3:1:11: executing "e3" at <{{template "nope"}}>: template "nope" not defined
// template: e4:1: missing value for if
// template: e5:1: unexpected EOF
// template: e6:1: function "undefinedFn" not defined
// 2 1
// <nil>
