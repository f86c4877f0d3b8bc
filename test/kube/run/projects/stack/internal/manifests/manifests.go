// Package manifests holds the objects a Stack installs, as YAML templates. (They would be files
// under manifests/ read with go:embed; kept as a constant so the package has no assets.)
package manifests

import (
	"bytes"
	"text/template"
)

// Values are what the templates see.
type Values struct {
	Name      string
	Namespace string
	Image     string
	Replicas  int32
	Greeting  string
}

const stackYAML = `# ConfigMap read by the web tier.
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ .Name }}-config
  namespace: {{ .Namespace }}
  labels:
    app.kubernetes.io/name: {{ .Name }}
    app.kubernetes.io/managed-by: stack-operator
data:
  greeting: {{ .Greeting | printf "%q" }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Name }}-web
  namespace: {{ .Namespace }}
  labels:
    app.kubernetes.io/name: {{ .Name }}
    app.kubernetes.io/managed-by: stack-operator
spec:
  replicas: {{ .Replicas }}
  selector:
    matchLabels:
      app.kubernetes.io/name: {{ .Name }}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: {{ .Name }}
    spec:
      containers:
      - name: web
        image: {{ .Image }}
        ports:
        - containerPort: 8080
          name: http
        envFrom:
        - configMapRef:
            name: {{ .Name }}-config
---
apiVersion: v1
kind: Service
metadata:
  name: {{ .Name }}
  namespace: {{ .Namespace }}
  labels:
    app.kubernetes.io/name: {{ .Name }}
    app.kubernetes.io/managed-by: stack-operator
spec:
  selector:
    app.kubernetes.io/name: {{ .Name }}
  ports:
  - name: http
    port: 80
    targetPort: http
`

var stackTemplate = template.Must(template.New("stack").Parse(stackYAML))

// Render executes the templates with v: a multi-document YAML stream.
func Render(v Values) ([]byte, error) {
	var buf bytes.Buffer
	if err := stackTemplate.Execute(&buf, v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
