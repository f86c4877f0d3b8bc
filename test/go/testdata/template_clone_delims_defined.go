package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"text/template"
)

type Values struct {
	Name     string
	Replicas int
	Image    string
	Env      map[string]string
}

func main() {
	base := template.Must(template.New("base").Parse(`{{define "labels"}}app: {{.Name}}{{end}}name: {{.Name}}
{{template "labels" .}}
{{block "extra" .}}default extra{{end}}
`))
	prod, err := base.Clone()
	if err != nil {
		panic(err)
	}
	template.Must(prod.Parse(`{{define "extra"}}replicas: {{.Replicas}}{{end}}`))
	v := Values{Name: "web", Replicas: 3, Image: "nginx", Env: map[string]string{"B": "2", "A": "1"}}
	fmt.Println("--- base")
	base.Execute(os.Stdout, v)
	fmt.Println("--- prod")
	prod.Execute(os.Stdout, v)

	var names []string
	for _, t := range prod.Templates() {
		names = append(names, t.Name())
	}
	sort.Strings(names)
	fmt.Println(names, len(base.Templates()))
	single := template.Must(template.New("only").Parse(`x`))
	fmt.Printf("%q\n", single.DefinedTemplates())
	fmt.Printf("%q\n", template.New("empty").DefinedTemplates())

	helm := template.New("chart").Delims("[[", "]]")
	template.Must(helm.Parse(`image: [[ .Image ]] {{ not an action }}
[[- range $k, $v := .Env ]]
  [[ $k ]]=[[ $v | printf "%q" ]]
[[- end ]]
[[/* a comment */]]done
`))
	helm.Execute(os.Stdout, v)
	sub := helm.New("sub")
	template.Must(sub.Parse(`<<.Name>> [[.Name]]`))
	sub.Execute(os.Stdout, v)
	fmt.Println()
	reset := template.Must(template.New("r").Delims("", "").Parse(`{{.Replicas}}`))
	reset.Execute(os.Stdout, v)
	fmt.Println()
	_, err = template.New("bad").Delims("<%", "%>").Parse(`<% .Name `)
	fmt.Println(err)

	for _, x := range []any{nil, 0, 1, "", "a", []int{}, []int{1}, map[string]int{}, struct{}{}, (*int)(nil), false, 0.0, complex(0, 1)} {
		truth, ok := template.IsTrue(x)
		fmt.Print(truth, ok, " ")
	}
	fmt.Println()
	template.HTMLEscape(os.Stdout, []byte(`<a href="x">'&'</a>`))
	fmt.Println()
	template.JSEscape(os.Stdout, []byte(`alert('x' < "y")`))
	fmt.Println()
	fmt.Println(template.HTMLEscaper("<", 1, ">"), template.JSEscaper("a'b"), template.URLQueryEscaper("a b", "&c"))
	var sb strings.Builder
	err = template.New("x").Execute(&sb, nil)
	fmt.Println(err)
	err = base.ExecuteTemplate(&sb, "missing", nil)
	fmt.Println(err)
	fmt.Println(base.Lookup("labels") != nil, base.Lookup("nope") == nil, base.Lookup("labels").Name())
}

// Output:
// --- base
// name: web
// app: web
// default extra
// --- prod
// name: web
// app: web
// replicas: 3
// [base extra labels] 3
// "; defined templates are: \"only\""
// ""
// image: nginx {{ not an action }}
//   A="1"
//   B="2"
// done
// <<.Name>> web
// 3
// template: bad:1: unclosed action
// false true false true true true false true true true false true true true false true true true false true false true false true true true 
// &lt;a href=&#34;x&#34;&gt;&#39;&amp;&#39;&lt;/a&gt;
// alert(\'x\' \u003C \"y\")
// &lt;1&gt; a\'b a+b%26c
// template: x: "x" is an incomplete or empty template
// template: no template "missing" associated with template "base"
// true true labels
