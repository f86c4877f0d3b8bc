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
	Env   map[string]string
}

func main() {
	funcs := template.FuncMap{"upper": strings.ToUpper, "join": strings.Join}
	t := template.Must(template.New("deploy").Funcs(funcs).Parse(`apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Name | printf "%s-deploy" }}
spec:
  replicas: {{ .Replicas }}
  template:
    spec:
      containers:
{{- range $i, $c := .Containers }}
      - name: {{ $c.Name | upper }}
        image: {{ $c.Image }}{{ if not $c.Ports }} # no ports{{ end }}
{{- with $c.Ports }}
        ports:{{ range . }}
        - containerPort: {{ . }}{{ end }}
{{- end }}
{{- range $k, $v := $c.Env }}
        - {{ $k }}={{ printf "%q" $v }}
{{- end }}
{{- end }}
{{ len .Containers }} containers; first={{ (index .Containers 0).Name }}; {{ if and .Replicas (gt .Replicas 2) }}scaled{{ else }}small{{ end }}
`))
	data := map[string]any{
		"Name":     "web",
		"Replicas": 3,
		"Containers": []Container{
			{Name: "app", Image: "nginx:1.25", Ports: []int{80, 443}, Env: map[string]string{"Z": "1", "A": "x y"}},
			{Name: "sidecar", Image: "busybox"},
		},
	}
	if err := t.Execute(os.Stdout, data); err != nil {
		panic(err)
	}
	_, err := template.New("bad").Parse("{{ .Foo ")
	os.Stdout.WriteString(err.Error() + "\n")
	err = template.Must(template.New("x").Parse("{{ .Missing.Field }}\n")).Execute(os.Stdout, data)
	os.Stdout.WriteString("err: " + err.Error() + "\n")
	err = template.Must(template.New("y").Parse("{{ index .Containers 5 }}\n")).Execute(os.Stdout, data)
	os.Stdout.WriteString("err: " + err.Error() + "\n")
}

// Output:
// apiVersion: apps/v1
// kind: Deployment
// metadata:
//   name: web-deploy
// spec:
//   replicas: 3
//   template:
//     spec:
//       containers:
//       - name: APP
//         image: nginx:1.25
//         ports:
//         - containerPort: 80
//         - containerPort: 443
//         - A="x y"
//         - Z="1"
//       - name: SIDECAR
//         image: busybox # no ports
// 2 containers; first=app; scaled
// template: bad:1: unclosed action
// <no value>
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
