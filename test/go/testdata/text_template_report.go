package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Item struct {
	Name  string
	Price float64
	Qty   int
	Tags  []string
}

func (i Item) Total() float64 { return i.Price * float64(i.Qty) }

type Order struct {
	ID       int
	Customer string
	Items    []Item
	Notes    map[string]string
	Paid     bool
}

const tmpl = `Order #{{.ID}} for {{.Customer | upper}}
{{range $i, $it := .Items}}{{if $i}}
{{end}}{{printf "%-8s" $it.Name}} {{$it.Qty}} x {{printf "%.2f" $it.Price}} = {{$it.Total | printf "%6.2f"}}{{with $it.Tags}} [{{join . ", "}}]{{end}}{{end}}
{{- if .Paid}}
Status: paid{{else}}
Status: due{{end}}
{{range $k, $v := .Notes}}{{$k}}: {{$v}}
{{else}}no notes
{{end}}{{len .Items}} items{{/* a comment */}}
{{define "footer"}}-- {{.}} --{{end}}{{template "footer" "thanks"}}
`

func main() {
	funcs := template.FuncMap{"upper": strings.ToUpper, "join": strings.Join}
	t := template.Must(template.New("order").Funcs(funcs).Parse(tmpl))
	o := Order{ID: 7, Customer: "ann", Items: []Item{
		{"pen", 1.5, 4, nil}, {"notebook", 3.25, 2, []string{"a5", "dotted"}},
	}, Notes: map[string]string{"gift": "yes", "deliver": "monday"}}
	if err := t.Execute(os.Stdout, o); err != nil {
		fmt.Println("error:", err)
	}
	o.Paid = true
	o.Notes = nil
	o.Items = o.Items[:1]
	if err := t.Execute(os.Stdout, o); err != nil {
		fmt.Println("error:", err)
	}

	bad := template.Must(template.New("bad").Parse("{{.Missing}}\n"))
	err := bad.Execute(os.Stdout, o)
	fmt.Println("error:", err)
	_, err = template.New("syntax").Parse("{{if .X}}unclosed")
	fmt.Println("parse:", err)
	_, err = template.New("fn").Parse("{{nosuch .X}}")
	fmt.Println("parse:", err)
	m := template.Must(template.New("m").Option("missingkey=error").Parse("{{.a}} {{.b}}\n"))
	err = m.Execute(os.Stdout, map[string]int{"a": 1})
	fmt.Println("\nerror:", err)
	eq := template.Must(template.New("eq").Parse(`{{if eq .Qty 1 2 4}}few{{end}} {{if and .Tags (gt .Price 1.0)}}tagged{{else}}plain{{end}} {{index .Tags 0}}` + "\n"))
	eq.Execute(os.Stdout, Item{"x", 2, 4, []string{"t0"}})
}

// Output:
// Order #7 for ANN
// pen      4 x 1.50 =   6.00
// notebook 2 x 3.25 =   6.50 [a5, dotted]
// Status: due
// deliver: monday
// gift: yes
// 2 items
// -- thanks --
// Order #7 for ANN
// pen      4 x 1.50 =   6.00
// Status: paid
// no notes
// 1 items
// -- thanks --
// error: template: bad:1:2: executing "bad" at <.Missing>: can't evaluate field Missing in type main.Order
// parse: template: syntax:1: unexpected EOF
// parse: template: fn:1: function "nosuch" not defined
// 1 
// error: template: m:1:9: executing "m" at <.b>: map has no entry for key "b"
// few tagged t0
