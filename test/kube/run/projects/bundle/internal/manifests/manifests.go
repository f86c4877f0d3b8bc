// Package manifests holds the objects a Bundle installs: the static ones under base/ (embedded as a
// directory) and the Deployment as a template (embedded as a string).
package manifests

import (
	"bytes"
	"embed"
	"io/fs"
	"path"
	"text/template"
)

// base holds the static manifests; files whose names start with "." or "_" are not embedded.
//
//go:embed base
var base embed.FS

//go:embed deployment.yaml.tmpl
var deploymentYAML string

var deploymentTemplate = template.Must(template.New("deployment").Parse(deploymentYAML))

// Values are what the deployment template sees.
type Values struct {
	Name     string
	Image    string
	Replicas int32
	Greeting string
}

// Documents returns the YAML streams of the bundle: each base file in path order (a file may hold
// several documents), then the rendered deployment.
func Documents(v Values) ([][]byte, error) {
	var docs [][]byte
	err := fs.WalkDir(base, "base", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || path.Ext(p) != ".yaml" {
			return nil
		}
		data, err := base.ReadFile(p)
		if err != nil {
			return err
		}
		docs = append(docs, data)
		return nil
	})
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := deploymentTemplate.Execute(&buf, v); err != nil {
		return nil, err
	}
	return append(docs, buf.Bytes()), nil
}
