package main

import (
	"os"
	"strings"
	"text/template"
)

type Item struct {
	Name  string
	Price float64
	Tags  []string
	Stock int
}

func (i Item) OnSale() bool { return i.Price < 5 }

const tpl = `Report for {{.Store | upper}}
{{range $i, $it := .Items}}{{if $i}}
{{end}}{{printf "%-8s" $it.Name}} {{printf "%6.2f" $it.Price}}{{if $it.OnSale}} (sale){{end}}{{with $it.Tags}} [{{join . ","}}]{{else}} [no tags]{{end}}{{end}}
Total items: {{len .Items}}
{{- /* a comment */ -}}
{{define "foot"}}-- {{.}} --{{end}}
{{template "foot" "end"}}
{{$n := 0}}{{range .Items}}{{if gt .Stock 0}}{{$n = add $n 1}}{{end}}{{end}}in stock: {{$n}}
{{if and (eq .Store "corner") (ne (len .Items) 0)}}ok{{else if not .Items}}empty{{end}}
{{index .Items 1 | print}}
{{.Meta.owner}} {{index .Meta "city"}} {{.Missing}}
{{range $k, $v := .Meta}}{{$k}}={{$v}};{{end}}
{{html "<a&b>"}} {{js "it's"}} {{urlquery "a b&c"}} {{len "héllo"}} {{slice "abcdef" 1 3}}
{{- range $i, $it := .Items}} {{$i}}{{end}}
`

func main() {
	funcs := template.FuncMap{
		"upper": strings.ToUpper,
		"join":  strings.Join,
		"add":   func(a, b int) int { return a + b },
	}
	t := template.Must(template.New("r").Funcs(funcs).Parse(tpl))
	data := map[string]any{
		"Store": "corner",
		"Items": []Item{{"apple", 1.25, []string{"fruit", "red"}, 3}, {"bread", 4.5, nil, 0}, {"cheese", 12, []string{"dairy"}, 1}},
		"Meta":  map[string]string{"owner": "kim", "city": "Oslo"},
	}
	if err := t.Execute(os.Stdout, data); err != nil {
		panic(err)
	}
	_, err := template.New("bad").Parse("{{.Foo")
	os.Stdout.WriteString(err.Error() + "\n")
	err = template.Must(template.New("x").Parse("{{.Name.Nope}}\n")).Execute(os.Stdout, Item{Name: "n"})
	os.Stdout.WriteString(err.Error() + "\n")
	err = template.Must(template.New("y").Parse("{{index .Tags 5}}\n")).Execute(os.Stdout, Item{})
	os.Stdout.WriteString(err.Error() + "\n")
}

// Output:
// Report for CORNER
// apple      1.25 (sale) [fruit,red]
// bread      4.50 (sale) [no tags]
// cheese    12.00 [dairy]
// Total items: 3
// -- end --
// in stock: 2
// ok
// {bread 4.5 [] 0}
// kim Oslo <no value>
// city=Oslo;owner=kim;
// &lt;a&amp;b&gt; it\'s a+b%26c 6 bc 0 1 2
// template: bad:1: unclosed action
// template: x:1:7: executing "x" at <.Name.Nope>: can't evaluate field Nope in type string
// template: y:1:2: executing "y" at <index .Tags 5>: error calling index: index out of range: 5
