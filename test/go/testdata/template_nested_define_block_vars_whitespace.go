package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Container struct {
	Name  string
	Image string
	Env   map[string]string
	Args  []string
}

type Pod struct {
	Name       string
	Containers []Container
	Labels     map[string]string
	Replicas   *int
	Ready      bool
}

func (p Pod) Count() int             { return len(p.Containers) }
func (p *Pod) PtrMethod() string      { return "ptr:" + p.Name }
func (c Container) HasArgs() bool     { return len(c.Args) > 0 }
func (c Container) Arg(i int) string  { return c.Args[i] }
func (p Pod) Label(k string) string   { return p.Labels[k] }
func (p Pod) Variadic(xs ...int) int  { return len(xs) }

const base = `{{ define "container" -}}
- name: {{ .Name }}
  image: {{ .Image | printf "%q" }}
{{- if .HasArgs }}
  args: [{{ range $i, $a := .Args }}{{ if $i }}, {{ end }}{{ $a }}{{ end }}]
  first: {{ .Arg 0 }}
{{- end }}
{{- with .Env }}
  env:
{{- range $k, $v := . }}
    {{ $k }}: {{ $v }}
{{- end }}
{{- end }}
{{ end -}}
{{ block "header" . }}# pod {{ .Name }}{{ end }}
containers: {{ .Count }} {{ .Label "app" }} {{ .Variadic 1 2 3 }} {{ .Variadic }}
{{ range .Containers }}{{ template "container" . }}{{ end -}}
replicas: {{ with .Replicas }}{{ . }}{{ else }}unset{{ end }}
{{ $pod := . -}}
{{ range $c := .Containers }}{{ $pod.Name }}/{{ $c.Name }} {{ end }}
{{ if and .Ready (gt .Count 1) -}} ready-multi {{- else if .Ready -}} ready {{- else -}} not-ready {{- end }}
{{ "trim" }}   {{- "med" -}}   {{ "end" }}
`

func main() {
	t := template.Must(template.New("pod").Parse(base))
	template.Must(t.New("header").Parse(`## custom header for {{ .Name | len }} chars`))
	three := 3
	pods := []*Pod{
		{Name: "web", Labels: map[string]string{"app": "shop"}, Replicas: &three, Ready: true, Containers: []Container{
			{Name: "nginx", Image: "nginx:1.25", Env: map[string]string{"B": "2", "A": "1"}, Args: []string{"-g", "daemon off;"}},
			{Name: "sidecar", Image: "envoy"},
		}},
		{Name: "db", Containers: []Container{{Name: "pg", Image: "postgres:16"}}},
	}
	for _, p := range pods {
		if err := t.ExecuteTemplate(os.Stdout, "pod", p); err != nil {
			fmt.Println("ERR:", err)
		}
	}
	var names []string
	for _, tt := range t.Templates() {
		names = append(names, tt.Name())
	}
	fmt.Println(len(names))
	err := t.ExecuteTemplate(os.Stdout, "nope", nil)
	fmt.Println(err)
	t2 := template.Must(template.New("x").Parse(`{{ .PtrMethod }}`))
	fmt.Println(t2.Execute(os.Stdout, pods[0]))
	fmt.Println(t2.Execute(os.Stdout, *pods[0]))
	t3 := template.Must(template.New("d").Delims("<<", ">>").Parse(`<< .Name >> {{ not parsed }} <<- " x " ->>!`))
	t3.Execute(os.Stdout, pods[1])
	fmt.Println()
	lookup := t.Lookup("container")
	fmt.Println(lookup != nil, lookup.Name(), t.Lookup("missing") == nil)
	var sb strings.Builder
	err = template.Must(template.New("m").Parse(`{{ range $i, $e := . }}{{ $i }}:{{ $e }} {{ end }}`)).Execute(&sb, map[int]string{3: "c", -1: "a", 10: "j"})
	fmt.Println(sb.String(), err)
	sb.Reset()
	ch := make(chan string, 3)
	ch <- "x"
	ch <- "y"
	close(ch)
	err = template.Must(template.New("c").Parse(`{{ range . }}<{{ . }}>{{ end }}`)).Execute(&sb, ch)
	fmt.Println(sb.String(), err)
	_, err = template.New("bad").Parse(`{{ define "a" }}x{{ end }}{{ define "a" }}y{{ end }}`)
	fmt.Println(err)
	_, err = template.New("bad").Parse(`{{ range $i, $j, $k := . }}{{ end }}`)
	fmt.Println(err)
	_, err = template.New("bad").Parse(`{{ .Name | }}`)
	fmt.Println(err)
	_, err = template.New("bad").Parse(`{{ with $x := 1 }}{{ end }}{{ $x }}`)
	fmt.Println(err)
	_, err = template.New("bad").Parse("{{ if .X }}\n\n{{ else }}\n{{ else }}{{ end }}")
	fmt.Println(err)
}

// Output:
// ## custom header for 3 chars
// containers: 2 shop 3 0
// - name: nginx
//   image: "nginx:1.25"
//   args: [-g, daemon off;]
//   first: -g
//   env:
//     A: 1
//     B: 2
// - name: sidecar
//   image: "envoy"
// replicas: 3
// web/nginx web/sidecar 
// ready-multi
// trimmedend
// ## custom header for 2 chars
// containers: 1  3 0
// - name: pg
//   image: "postgres:16"
// replicas: unset
// db/pg 
// not-ready
// trimmedend
// 3
// template: no template "nope" associated with template "pod"
// ptr:web<nil>
// template: x:1:3: executing "x" at <.PtrMethod>: can't evaluate field PtrMethod in type main.Pod
// db {{ not parsed }} x !
// true container true
// -1:a 3:c 10:j  <nil>
// <x><y> <nil>
// template: bad:1: template: multiple definition of template "a"
// template: bad:1: too many declarations in range
// <nil>
// template: bad:1: undefined variable "$x"
// template: bad:4: expected end; found {{else}}
