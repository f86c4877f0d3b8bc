package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Pod struct {
	Name     string
	Ready    bool
	Restarts int
	Labels   map[string]string
	Ports    []int
}

func (p Pod) Short() string { return strings.SplitN(p.Name, "-", 2)[0] }

const tpl = `{{- /* a report */ -}}
Pods ({{len .}}):
{{range $i, $p := .}}{{if $i}}---
{{end}}{{$i}}. {{$p.Name | printf "%-12s"}} short={{$p.Short}} {{if and $p.Ready (lt $p.Restarts 3)}}healthy{{else if $p.Ready}}flaky{{else}}down{{end}}
{{- with $p.Labels}} labels:{{range $k, $v := .}} {{$k}}={{$v}}{{end}}{{else}} (no labels){{end}}
{{- range $p.Ports}} :{{.}}{{else}} no ports{{end}}
{{end}}{{define "footer"}}total restarts: {{.}}{{end}}{{template "footer" sum .}}
`

func main() {
	funcs := template.FuncMap{
		"sum": func(ps []Pod) int {
			n := 0
			for _, p := range ps {
				n += p.Restarts
			}
			return n
		},
		"upper": strings.ToUpper,
	}
	t := template.Must(template.New("pods").Funcs(funcs).Parse(tpl))
	pods := []Pod{
		{Name: "web-abc", Ready: true, Restarts: 0, Labels: map[string]string{"tier": "front", "app": "web"}, Ports: []int{80, 443}},
		{Name: "db-xyz", Ready: true, Restarts: 5},
		{Name: "job-1", Ready: false, Restarts: 1, Labels: map[string]string{}},
	}
	if err := t.Execute(os.Stdout, pods); err != nil {
		fmt.Println("error:", err)
	}
	t2 := template.Must(template.New("x").Funcs(funcs).Parse(`{{upper .Name}} {{.Missing}}`))
	err := t2.Execute(os.Stdout, pods[0])
	fmt.Println()
	fmt.Println("error:", err)
	err = template.Must(template.New("m").Parse(`{{.a}} {{.b.c}} {{index . "a"}}`)).Execute(os.Stdout, map[string]any{"a": 1})
	fmt.Println("|", err)
	_, err = template.New("bad").Parse(`{{if}}`)
	fmt.Println(err)
	_, err = template.New("bad2").Parse(`{{range .}}`)
	fmt.Println(err)
	_, err = template.New("bad3").Parse(`{{nofunc 1}}`)
	fmt.Println(err)
	err = template.Must(template.New("call").Parse(`{{.Short 1}}`)).Execute(os.Stdout, pods[0])
	fmt.Println("|", err)
	var sb strings.Builder
	template.Must(template.New("vars").Parse(`{{$x := 1}}{{range .}}{{$x = .}}{{end}}{{$x}} {{print 1 2 "a" "b" 3}} {{println "z"}}{{printf "%q" "s" | len}} {{html "<a&b>"}} {{js "it's"}} {{urlquery "a b&c"}} {{not 0}} {{or 0 "" "x"}} {{and 1 0}} {{eq 1 2 3 1}} {{ne "a" "b"}} {{le 2 2}} {{slice "hello" 1 3}}`)).Execute(&sb, []int{4, 5, 6})
	fmt.Println(sb.String())
}

// Output:
// Pods (3):
// 0. web-abc      short=web healthy labels: app=web tier=front :80 :443
// ---
// 1. db-xyz       short=db flaky (no labels) no ports
// ---
// 2. job-1        short=job down (no labels) no ports
// total restarts: 6
// WEB-ABC 
// error: template: x:1:18: executing "x" at <.Missing>: can't evaluate field Missing in type main.Pod
// 1 <no value> 1| <nil>
// template: bad:1: missing value for if
// template: bad2:1: unexpected EOF
// template: bad3:1: function "nofunc" not defined
// | template: call:1:2: executing "call" at <.Short>: wrong number of args for Short: want 0 got 1
// 6 1 2ab3 z
// 3 &lt;a&amp;b&gt; it\'s a+b%26c true x 0 true true true el
