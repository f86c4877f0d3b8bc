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
	Ports []int
}

type Pod struct {
	Name       string
	Namespace  string
	Labels     map[string]string
	Containers []Container
	Ready      bool
	Restarts   int
}

func (p Pod) FullName() string { return p.Namespace + "/" + p.Name }

const report = `{{- define "container" -}}
  - {{ .Name }} ({{ .Image }}){{ if .Ports }} ports:{{ range $i, $p := .Ports }}{{ if $i }},{{ end }}{{ $p }}{{ end }}{{ end }}
{{ end -}}
{{ range $idx, $pod := . -}}
{{ $idx }}. {{ $pod.FullName }} {{ if $pod.Ready }}READY{{ else }}NOT READY{{ end }} restarts={{ printf "%03d" $pod.Restarts }}
{{- with $pod.Labels }}
  labels:{{ range $k, $v := . }} {{ $k }}={{ $v | upper }}{{ end }}
{{- else }}
  (no labels)
{{- end }}
{{ range $pod.Containers }}{{ template "container" . }}{{ else }}  no containers
{{ end -}}
{{ end -}}
total: {{ len . }} pods, first={{ (index . 0).Name }}, {{ if and (gt (len .) 1) (not (index . 1).Ready) }}second not ready{{ end }}
{{ "quoted" | printf "%q" }} {{ 3 | printf "%d-%s" "x" }} {{ html "<a&b>" }} {{ js "it's" }} {{ urlquery "a b&c" }}
{{ slice "abcdef" 1 3 }} {{ eq 1 1 2 }} {{ ne "a" "b" }} {{ le 2 2 }} {{ or 0 "" "fallback" }} {{ and 1 0 }} {{ print 1 2 "a" "b" 3 }} {{ println "x" -}}
`

func main() {
	funcs := template.FuncMap{"upper": strings.ToUpper}
	t := template.Must(template.New("report").Funcs(funcs).Parse(report))
	pods := []Pod{
		{Name: "web-0", Namespace: "prod", Labels: map[string]string{"tier": "front", "app": "web"}, Ready: true,
			Containers: []Container{{"nginx", "nginx:1.25", []int{80, 443}}, {"sidecar", "envoy", nil}}},
		{Name: "db-0", Namespace: "prod", Restarts: 7},
	}
	if err := t.Execute(os.Stdout, pods); err != nil {
		fmt.Println("error:", err)
	}
	bad := []string{
		`{{ .Missing }}`,
		`{{ index .Labels "x" }}`,
		`{{ template "nope" }}`,
		`{{ .Name | printf "%d" }}`,
		`{{ len 3 }}`,
		`{{ if }}`,
		`{{ range .Containers }}{{ .Nope }}{{ end }}`,
		`{{ call .FullName }}`,
		`{{ .FullName "x" }}`,
		`{{ index .Containers 5 }}`,
		`{{ nil }}`,
		`{{ $x := 1 }}{{ $y }}`,
		`{{ end }}`,
	}
	for _, src := range bad {
		tt, err := template.New("bad").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = tt.Execute(&sb, pods[0])
		fmt.Printf("exec: %q %v\n", sb.String(), err)
	}
	opt := template.Must(template.New("m").Option("missingkey=error").Parse(`{{ .a }} {{ .b }}`))
	fmt.Println(opt.Execute(os.Stdout, map[string]int{"a": 1}))
	zero := template.Must(template.New("z").Option("missingkey=zero").Parse(`{{ .a }} {{ .b }}` + "\n"))
	zero.Execute(os.Stdout, map[string]int{"a": 1})
	def := template.Must(template.New("d").Parse(`{{ .a }} {{ .b }}` + "\n"))
	def.Execute(os.Stdout, map[string]any{"a": 1})
}

// Output:
// 0. prod/web-0 READY restarts=000
//   labels: app=WEB tier=FRONT
// - nginx (nginx:1.25) ports:80,443
// - sidecar (envoy)
// 1. prod/db-0 NOT READY restarts=007
//   (no labels)
//   no containers
// total: 2 pods, first=web-0, second not ready
// "quoted" %!d(string=x)-%!s(int=3) &lt;a&amp;b&gt; it\'s a+b%26c
// bc true true true fallback 0 1 2ab3 x
// exec: "" template: bad:1:3: executing "bad" at <.Missing>: can't evaluate field Missing in type main.Pod
// exec: "" <nil>
// exec: "" template: bad:1:12: executing "bad" at <{{template "nope"}}>: template "nope" not defined
// exec: "%!d(string=web-0)" <nil>
// exec: "" template: bad:1:3: executing "bad" at <len 3>: error calling len: len of type int
// parse: template: bad:1: missing value for if
// exec: "" template: bad:1:26: executing "bad" at <.Nope>: can't evaluate field Nope in type main.Container
// exec: "" template: bad:1:3: executing "bad" at <call .FullName>: error calling call: non-function .FullName of type string
// exec: "" template: bad:1:3: executing "bad" at <.FullName>: wrong number of args for FullName: want 0 got 1
// exec: "" template: bad:1:3: executing "bad" at <index .Containers 5>: error calling index: index out of range: 5
// exec: "" template: bad:1:3: executing "bad" at <nil>: nil is not a command
// parse: template: bad:1: undefined variable "$y"
// parse: template: bad:1: unexpected {{end}}
// 1 template: m:1:12: executing "m" at <.b>: map has no entry for key "b"
// 1 0
// 1 <no value>
