package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Port struct {
	Name string
	Port int
}

type App struct {
	Name     string
	Replicas int
	Labels   map[string]string
	Ports    []Port
	Env      map[string]any
	Debug    bool
	Owner    *App
}

func (a App) FullName() string         { return "app-" + a.Name }
func (a *App) Scale(n int) (int, error) {
	if n < 0 {
		return 0, fmt.Errorf("negative scale %d", n)
	}
	return a.Replicas * n, nil
}

const manifest = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .FullName }}
  labels:
{{- range $k, $v := .Labels }}
    {{ $k }}: {{ $v | printf "%q" }}
{{- end }}
spec:
  replicas: {{ .Replicas }}
  {{- with .Ports }}
  ports:
  {{- range $i, $p := . }}
  - {{ $i }}: {{ $p.Name | upper }}={{ $p.Port }}{{ if eq $p.Port 443 }} # tls{{ end }}
  {{- end }}
  {{- else }}
  ports: []
  {{- end }}
  debug: {{ if and .Debug (gt .Replicas 1) }}on{{ else if .Debug }}single{{ else }}off{{ end }}
  len: {{ len .Ports }} {{ index .Labels "app" }} {{ slice .Name 1 3 }} {{ html "<x>" }} {{ js "a'b" }} {{ urlquery "a b&c" }}
  {{ printf "%05.1f|%v|%T" 3.14159 .Owner .Env }}
  {{ not .Debug }} {{ or 0 "" "fallback" }} {{ and 1 0 2 }} {{ le 2 3 }} {{ ne "a" "b" }}
{{ define "footer" }}-- {{ . }} --{{ end }}{{ template "footer" .Name }}
`

func main() {
	funcs := template.FuncMap{"upper": strings.ToUpper}
	t := template.Must(template.New("m").Funcs(funcs).Parse(manifest))
	app := App{Name: "web", Replicas: 3, Labels: map[string]string{"tier": "fe", "app": "web"}, Ports: []Port{{"http", 80}, {"https", 443}}, Debug: true}
	if err := t.Execute(os.Stdout, app); err != nil {
		fmt.Println("ERR", err)
	}
	app2 := App{Name: "db", Replicas: 1}
	if err := t.Execute(os.Stdout, app2); err != nil {
		fmt.Println("ERR", err)
	}
	bad := []string{
		`{{ .Missing }}`,
		`{{ .Scale -1 }}`,
		`{{ index .Ports 5 }}`,
		`{{ .Name.Foo }}`,
		`{{ template "nope" }}`,
		`{{ len 3 }}`,
		`{{ eq .Ports 1 }}`,
		`{{ range .Replicas }}x{{ end }}`,
		`{{ .Labels.tier.x }}`,
		`{{ nofunc 1 }}`,
		`{{ if }}`,
		`{{ end }}`,
		`{{ .Name | printf "%d" }}`,
		`{{ $x := 1 }}{{ $y }}`,
		`{{ call .FullName }}`,
		`{{ slice .Name 2 1 }}`,
	}
	for _, src := range bad {
		tt, err := template.New("bad").Funcs(funcs).Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = tt.Execute(&sb, &app)
		fmt.Printf("exec: %q %v\n", sb.String(), err)
	}
	t2 := template.Must(template.New("opt").Option("missingkey=error").Parse(`{{ .a }} {{ .b }}`))
	fmt.Println(t2.Execute(os.Stdout, map[string]int{"a": 1}))
	t3 := template.Must(template.New("opt").Parse(`{{ .a }} {{ .b }}`))
	fmt.Println(t3.Execute(os.Stdout, map[string]int{"a": 1}))
	fmt.Println(t3.Execute(os.Stdout, map[string]any{"a": 1}))
}

// Output:
// apiVersion: apps/v1
// kind: Deployment
// metadata:
//   name: app-web
//   labels:
//     app: "web"
//     tier: "fe"
// spec:
//   replicas: 3
//   ports:
//   - 0: HTTP=80
//   - 1: HTTPS=443 # tls
//   debug: on
//   len: 2 web eb &lt;x&gt; a\'b a+b%26c
//   003.1|<nil>|map[string]interface {}
//   false fallback 0 true true
// -- web --
// apiVersion: apps/v1
// kind: Deployment
// metadata:
//   name: app-db
//   labels:
// spec:
//   replicas: 1
//   ports: []
//   debug: off
//   len: 0  ERR template: m:20:53: executing "m" at <slice .Name 1 3>: error calling slice: index out of range: 3
// exec: "" template: bad:1:3: executing "bad" at <.Missing>: can't evaluate field Missing in type *main.App
// exec: "" template: bad:1:3: executing "bad" at <.Scale>: error calling Scale: negative scale -1
// exec: "" template: bad:1:3: executing "bad" at <index .Ports 5>: error calling index: index out of range: 5
// exec: "" template: bad:1:8: executing "bad" at <.Name.Foo>: can't evaluate field Foo in type string
// exec: "" template: bad:1:12: executing "bad" at <{{template "nope"}}>: template "nope" not defined
// exec: "" template: bad:1:3: executing "bad" at <len 3>: error calling len: len of type int
// exec: "" template: bad:1:3: executing "bad" at <eq .Ports 1>: error calling eq: incompatible types for comparison
// exec: "" template: bad:1:9: executing "bad" at <.Replicas>: range can't iterate over 3
// exec: "" template: bad:1:10: executing "bad" at <.Labels.tier.x>: can't evaluate field x in type string
// parse: template: bad:1: function "nofunc" not defined
// parse: template: bad:1: missing value for if
// parse: template: bad:1: unexpected {{end}}
// exec: "%!d(string=web)" <nil>
// parse: template: bad:1: undefined variable "$y"
// exec: "" template: bad:1:3: executing "bad" at <call .FullName>: error calling call: non-function .FullName of type string
// exec: "" template: bad:1:3: executing "bad" at <slice .Name 2 1>: error calling slice: invalid slice index: 2 > 1
// 1 template: opt:1:12: executing "opt" at <.b>: map has no entry for key "b"
// 1 <no value><nil>
// 1 <no value><nil>
