package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Item struct {
	Name  string
	Price float64
	Tags  []string
}

func (i Item) Discounted(pct int) float64 { return i.Price * float64(100-pct) / 100 }
func (i Item) Fail() (string, error)      { return "", errors.New("method failed") }

func main() {
	funcs := template.FuncMap{
		"join":  strings.Join,
		"add":   func(a, b int) int { return a + b },
		"title": strings.ToUpper,
		"safe": func(s string) (string, error) {
			if s == "" {
				return "", errors.New("empty string")
			}
			return s, nil
		},
	}
	const src = `{{range $i := 4}}{{if eq $i 2}}{{continue}}{{end}}{{$i}} {{end}}
{{range $i, $it := .}}{{if gt $i 1}}{{break}}{{end}}{{add $i 1}}. {{$it.Name | title}} {{printf "%.2f" ($it.Discounted 10)}} [{{join $it.Tags ","}}]
{{end}}{{with $x := "outer"}}{{$x}}{{with $x := "inner"}} {{$x}}{{end}} {{$x}}{{end}}
{{- /* a comment */ -}}
{{define "row"}}<{{.}}>{{end}}
{{template "row" "a"}}{{block "extra" .}} default block {{len .}}{{end}}
{{$n := 0}}{{range .}}{{$n = add $n 1}}{{end}}count={{$n}}
{{index . 1 | printf "%v"}} {{(index . 0).Tags | len}} {{slice (index . 0).Tags 1}}
{{range $k, $v := dict}}{{$k}}={{$v}} {{end}}`
	t, err := template.New("t").Funcs(funcs).Funcs(template.FuncMap{"dict": func() map[string]int { return map[string]int{"b": 2, "a": 1} }}).Parse(src)
	if err != nil {
		fmt.Println("parse:", err)
		return
	}
	items := []Item{{"apple", 1.5, []string{"fruit", "red"}}, {"bread", 3, nil}, {"cheese", 10, []string{"dairy"}}}
	if err := t.Execute(os.Stdout, items); err != nil {
		fmt.Println("\nexec:", err)
	}
	fmt.Println()
	for _, s := range []string{`{{safe ""}}`, `{{.Fail}}`, `{{break}}`, `{{range 3.5}}{{.}}{{end}}`, `{{range $i, $j, $k := .}}{{end}}`, `{{add 1}}`, `{{add 1 "x"}}`, `{{undefinedFn}}`, `{{template "missing" .}}`, `{{.Name.Foo}}`} {
		tt, err := template.New("x").Funcs(funcs).Parse(s)
		if err != nil {
			fmt.Println("parse error:", err)
			continue
		}
		var sb strings.Builder
		err = tt.Execute(&sb, items[0])
		fmt.Printf("%q %v\n", sb.String(), err)
	}
	t2 := template.Must(template.New("root").Parse(`{{define "a"}}A{{template "b" .}}{{end}}{{define "b"}}B{{.}}{{end}}{{template "a" 7}}`))
	t2.Execute(os.Stdout, nil)
	fmt.Println()
	fmt.Println(t2.DefinedTemplates())
	c := template.Must(t2.Clone())
	template.Must(c.New("b").Parse(`b-override{{.}}`))
	c.ExecuteTemplate(os.Stdout, "a", 8)
	t2.ExecuteTemplate(os.Stdout, "a", 9)
	fmt.Println()
	fmt.Println(t2.Lookup("b") != nil, t2.Lookup("zz") == nil, t2.Name())
	err = t2.ExecuteTemplate(os.Stdout, "nope", nil)
	fmt.Println(err)
}

// Output:
//
// exec: template: t:1:14: executing "t" at <4>: range can't iterate over 4
//
// "" template: x:1:2: executing "x" at <safe "">: error calling safe: empty string
// "" template: x:1:2: executing "x" at <.Fail>: error calling Fail: method failed
// parse error: template: x:1: {{break}} outside {{range}}
// "" template: x:1:8: executing "x" at <3.5>: range can't iterate over 3.5
// parse error: template: x:1: too many declarations in range
// "" template: x:1:2: executing "x" at <add>: wrong number of args for add: want 2 got 1
// "" template: x:1:8: executing "x" at <"x">: expected integer; found "x"
// parse error: template: x:1: function "undefinedFn" not defined
// "" template: x:1:11: executing "x" at <{{template "missing" .}}>: template "missing" not defined
// "" template: x:1:7: executing "x" at <.Name.Foo>: can't evaluate field Foo in type string
// AB7
// ; defined templates are: "a", "b", "root"
// Ab-override8AB9
// true true root
// template: no template "nope" associated with template "root"
