package main

import (
	"fmt"
	"os"
	"text/template"
)

func run(t *template.Template, name string) {
	err := t.ExecuteTemplate(os.Stdout, name, "D")
	fmt.Println("|", err)
}

func main() {
	_, err := template.New("t").Parse(`{{define "t"}}{{.}}{{end}}{{template "t" "x"}}`)
	fmt.Println(err)
	_, err = template.New("t").Parse("{{define \"a\"}}A{{end}}\n{{define \"a\"}}\nB\n{{end}}")
	fmt.Println(err)
	t, err := template.New("t").Parse(`{{define "a"}}A{{end}}{{define "a"}}  {{end}}`)
	fmt.Println(err)
	run(t, "a")
	t, err = template.New("t").Parse(`{{define "a"}} {{end}}{{define "a"}}A2{{end}}`)
	fmt.Println(err)
	run(t, "a")
	t, err = template.New("t").Parse(`{{define "t"}}inner{{end}}   `)
	fmt.Println(err)
	run(t, "t")
	t, _ = template.New("root").Parse(`{{define "a"}}first{{end}}root`)
	_, err = t.Parse(`{{define "a"}}second{{end}}`)
	fmt.Println(err)
	run(t, "a")
	run(t, "root")
	_, err = t.Parse(`{{define "a"}} {{end}}`)
	fmt.Println(err)
	run(t, "a")
	_, err = t.Parse(`{{define "b"}}B{{end}}{{if}}`)
	fmt.Println(err)
	run(t, "b")
	t, err = template.New("x").Parse("line1\n{{block \"x\" .}}blk{{end}}\nend")
	fmt.Println(err)
}

// Output:
// template: t:1: template: multiple definition of template "t"
// template: t:4: template: multiple definition of template "a"
// <nil>
// A| <nil>
// <nil>
// A2| <nil>
// <nil>
// inner| <nil>
// <nil>
// second| <nil>
// root| <nil>
// <nil>
// second| <nil>
// template: root:1: missing value for if
// | template: no template "b" associated with template "root"
// template: x:3: template: multiple definition of template "x"
