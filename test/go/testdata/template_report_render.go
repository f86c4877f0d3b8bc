package main

import (
	"os"
	"strings"
	"text/template"
)

type Container struct {
	Name  string
	Image string
	Ports []int
}

type Deployment struct {
	Name       string
	Namespace  string
	Replicas   int
	Labels     map[string]string
	Containers []Container
}

const tmpl = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Name }}
  namespace: {{ .Namespace | default "default" }}
  labels:
{{- range $k, $v := .Labels }}
    {{ $k }}: {{ $v | quote }}
{{- end }}
spec:
  replicas: {{ .Replicas }}
  template:
    spec:
      containers:
{{- range $i, $c := .Containers }}
      - name: {{ $c.Name }}
        image: {{ upper $c.Image }}
{{- if $c.Ports }}
        ports:
{{- range $c.Ports }}
        - containerPort: {{ . }}
{{- end }}
{{- else }}
        # no ports
{{- end }}
{{- end }}
{{ with .Labels.missing }}never{{ else }}# no missing label{{ end }}
`

func main() {
	funcs := template.FuncMap{
		"upper": strings.ToUpper,
		"quote": func(s string) string { return `"` + s + `"` },
		"default": func(def, v string) string {
			if v == "" {
				return def
			}
			return v
		},
	}
	t := template.Must(template.New("deploy").Funcs(funcs).Parse(tmpl))
	d := Deployment{
		Name:     "web",
		Replicas: 2,
		Labels:   map[string]string{"tier": "frontend", "app": "web"},
		Containers: []Container{
			{Name: "nginx", Image: "nginx:1.27", Ports: []int{80, 443}},
			{Name: "sidecar", Image: "busybox"},
		},
	}
	if err := t.Execute(os.Stdout, d); err != nil {
		panic(err)
	}
	_, err := template.New("bad").Parse("{{ .Name ")
	os.Stdout.WriteString(err.Error() + "\n")
	err = template.Must(template.New("x").Parse("{{ .Nope }}\n")).Execute(os.Stdout, d)
	os.Stdout.WriteString(err.Error() + "\n")
}

// Output:
// apiVersion: apps/v1
// kind: Deployment
// metadata:
//   name: web
//   namespace: default
//   labels:
//     app: "web"
//     tier: "frontend"
// spec:
//   replicas: 2
//   template:
//     spec:
//       containers:
//       - name: nginx
//         image: NGINX:1.27
//         ports:
//         - containerPort: 80
//         - containerPort: 443
//       - name: sidecar
//         image: BUSYBOX
//         # no ports
// # no missing label
// template: bad:1: unclosed action
// template: x:1:3: executing "x" at <.Nope>: can't evaluate field Nope in type main.Deployment
