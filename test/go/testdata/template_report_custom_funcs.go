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
	Owner      *string
}

func (p Pod) FullName() string   { return p.Namespace + "/" + p.Name }
func (p *Pod) PtrMethod() string { return "ptr" }

const tpl = `{{- /* a report */ -}}
Pod {{.FullName}} ({{if .Ready}}ready{{else}}not ready{{end}}, restarts={{.Restarts | printf "%03d"}})
{{- range $k, $v := .Labels}}
  label {{$k}}={{$v | quote}}
{{- end}}
{{range $i, $c := .Containers -}}
[{{$i}}] {{$c.Name | upper}} image={{$c.Image}} ports={{join $c.Ports ","}}{{if gt (len $c.Ports) 1}} (multi){{end}}
{{else}}no containers
{{end -}}
{{with .Owner}}owner={{.}}{{else}}no owner{{end}}
{{define "footer"}}-- {{.}} --{{end}}{{template "footer" "end"}}
{{ $n := len .Containers }}{{ if and (ge $n 1) (not .Ready) }}degraded {{ $n }}{{ end }} {{ eq .Namespace "default" "kube-system" }} {{ index .Labels "app" }} {{ slice .Name 1 3 }} {{ html "<a&b>" }} {{ js "it's" }} {{ urlquery "a b&c" }} {{ print 1 2 "x" 3 }} {{ println "p" }}
`

func main() {
	funcs := template.FuncMap{
		"upper": strings.ToUpper,
		"quote": func(s string) string { return fmt.Sprintf("%q", s) },
		"join": func(ps []int, sep string) string {
			var parts []string
			for _, p := range ps {
				parts = append(parts, fmt.Sprint(p))
			}
			return strings.Join(parts, sep)
		},
	}
	t := template.Must(template.New("pod").Funcs(funcs).Parse(tpl))
	pods := []Pod{
		{Name: "web-0", Namespace: "default", Labels: map[string]string{"app": "web", "tier": "fe"}, Containers: []Container{{"nginx", "nginx:1.25", []int{80, 443}}, {"sidecar", "envoy", nil}}, Restarts: 4},
		{Name: "job", Namespace: "batch", Ready: true},
	}
	for _, p := range pods {
		if err := t.Execute(os.Stdout, p); err != nil {
			fmt.Println("error:", err)
		}
	}
	for _, src := range []string{`{{.Missing}}`, `{{.PtrMethod}}`, `{{index .Labels 3}}`, `{{template "nope"}}`, `{{.Name.Foo}}`, `{{len 3}}`, `{{slice .Name 3 1}}`, `{{call .Name}}`, `{{nil}}`, `{{range .Restarts}}{{end}}`} {
		tt, err := template.New("t").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = tt.Execute(&sb, pods[0])
		fmt.Printf("%q %v\n", sb.String(), err)
	}
	for _, src := range []string{`{{if}}`, `{{range .X}}`, `{{end}}`, `{{.X | }}`, `{{$x}}`, `{{"unterminated}}`, `{{foo 1}}`, `{{.A .B}}x{{else}}`} {
		_, err := template.New("bad").Parse(src)
		fmt.Println(err)
	}
	var nilMap map[string]int
	template.Must(template.New("m").Option("missingkey=error").Parse(`{{.a}}`)).Execute(os.Stdout, map[string]int{"a": 1})
	fmt.Println()
	fmt.Println(template.Must(template.New("m").Option("missingkey=error").Parse(`{{.b}}`)).Execute(os.Stdout, map[string]int{"a": 1}))
	fmt.Println(template.Must(template.New("m").Parse(`{{.b}}|`)).Execute(os.Stdout, nilMap))
	fmt.Println(template.Must(template.New("m").Parse(`{{.b}}|`)).Execute(os.Stdout, map[string]interface{}{}))
}

// Output:
// Pod default/web-0 (not ready, restarts=004)
//   label app="web"
//   label tier="fe"
// [0] NGINX image=nginx:1.25 ports=80,443 (multi)
// [1] SIDECAR image=envoy ports=
// no owner
// -- end --
// degraded 2 true web eb &lt;a&amp;b&gt; it\'s a+b%26c 1 2x3 p
//
// Pod batch/job (ready, restarts=000)
// no containers
// no owner
// -- end --
//  false  ob &lt;a&amp;b&gt; it\'s a+b%26c 1 2x3 p
//
// "" template: t:1:2: executing "t" at <.Missing>: can't evaluate field Missing in type main.Pod
// "" template: t:1:2: executing "t" at <.PtrMethod>: can't evaluate field PtrMethod in type main.Pod
// "" template: t:1:2: executing "t" at <index .Labels 3>: error calling index: value has type int; should be string
// "" template: t:1:11: executing "t" at <{{template "nope"}}>: template "nope" not defined
// "" template: t:1:7: executing "t" at <.Name.Foo>: can't evaluate field Foo in type string
// "" template: t:1:2: executing "t" at <len 3>: error calling len: len of type int
// "" template: t:1:2: executing "t" at <slice .Name 3 1>: error calling slice: invalid slice index: 3 > 1
// "" template: t:1:2: executing "t" at <call .Name>: error calling call: non-function .Name of type string
// "" template: t:1:2: executing "t" at <nil>: nil is not a command
// "" template: t:1:8: executing "t" at <.Restarts>: range can't iterate over 4
// template: bad:1: missing value for if
// template: bad:1: unexpected EOF
// template: bad:1: unexpected {{end}}
// <nil>
// template: bad:1: undefined variable "$x"
// template: bad:1: unterminated quoted string
// template: bad:1: function "foo" not defined
// template: bad:1: unexpected {{else}}
// 1
// template: m:1:2: executing "m" at <.b>: map has no entry for key "b"
// <no value>|<nil>
// <no value>|<nil>
