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
	Ports []Port
}

type Port struct {
	Name string
	Num  int
}

type Deploy struct {
	Name       string
	Replicas   int
	Labels     map[string]string
	Containers []Container
	Paused     *bool
}

const manifest = `{{define "labels"}}{{range $k, $v := .}}
    {{$k}}: {{$v | quote}}{{end}}{{end}}
{{- define "container"}}
  - name: {{.Name}}
    image: {{.Image}}{{if .Ports}}
    ports:{{range .Ports}}
    - containerPort: {{.Num}}{{with .Name}}
      name: {{.}}{{end}}{{end}}{{end}}{{end -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{.Name}}
  labels:{{template "labels" .Labels}}
spec:
  replicas: {{.Replicas}}
  paused: {{if .Paused}}{{.Paused}}{{else}}false{{end}}
  containers:{{range .Containers}}{{template "container" .}}{{end}}
{{block "footer" .}}# {{len .Containers}} container(s){{end}}
`

func main() {
	t := template.New("m").Funcs(template.FuncMap{"quote": func(s string) string { return `"` + s + `"` }})
	template.Must(t.Parse(manifest))
	p := true
	d := Deploy{"web", 3, map[string]string{"app": "web", "tier": "front"}, []Container{{"nginx", "nginx:1.25", []Port{{"http", 80}, {"", 443}}}, {"sidecar", "busybox", nil}}, &p}
	if err := t.Execute(os.Stdout, d); err != nil {
		fmt.Println(err)
	}
	var sb strings.Builder
	t.ExecuteTemplate(&sb, "container", Container{Name: "solo", Image: "x"})
	fmt.Printf("%q\n", sb.String())
	fmt.Println(t.Lookup("labels") != nil, t.Lookup("none") == nil, t.Name())
	err := t.ExecuteTemplate(os.Stdout, "missing", nil)
	fmt.Println(err)
	t2 := template.Must(template.New("x").Parse(`{{.Name}} {{.Replicas | printf "%03d"}} {{call .F 2}} {{index .M "k"}} {{.M.k}}{{"\n"}}`))
	t2.Execute(os.Stdout, map[string]any{"Name": "n", "Replicas": 7, "F": func(i int) int { return i * 21 }, "M": map[string]int{"k": 9}})
	t3 := template.Must(template.New("e").Parse("{{.X.Y}}"))
	fmt.Println(t3.Execute(os.Stdout, map[string]any{"X": nil}))
	fmt.Println(template.Must(template.New("f").Parse("{{call .}}")).Execute(os.Stdout, 5))
}

// Output:
// apiVersion: apps/v1
// kind: Deployment
// metadata:
//   name: web
//   labels:
//     app: "web"
//     tier: "front"
// spec:
//   replicas: 3
//   paused: true
//   containers:
//   - name: nginx
//     image: nginx:1.25
//     ports:
//     - containerPort: 80
//       name: http
//     - containerPort: 443
//   - name: sidecar
//     image: busybox
// # 2 container(s)
// "\n  - name: solo\n    image: x"
// true true m
// template: no template "missing" associated with template "m"
// n 007 42 9 9
// template: e:1:4: executing "e" at <.X.Y>: nil pointer evaluating interface {}.Y
// template: f:1:2: executing "f" at <call .>: error calling call: non-function . of type int
