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
	Tags  []string
}

func (i Item) Expensive() bool { return i.Price > 10 }
func (i Item) Label(prefix string) string { return prefix + ":" + strings.ToUpper(i.Name) }

func main() {
	funcs := template.FuncMap{
		"join":  strings.Join,
		"money": func(f float64) string { return fmt.Sprintf("$%.2f", f) },
		"add":   func(a, b int) int { return a + b },
	}
	const tpl = `{{define "item"}}{{.Label "it"}} {{money .Price}}{{if .Expensive}} (!){{end}}{{end -}}
Order for {{.Customer | printf "%q"}}:
{{range $i, $it := .Items}}{{add $i 1}}. {{template "item" $it}}{{with .Tags}} [{{join . ", "}}]{{else}} [no tags]{{end}}
{{else}}no items
{{end}}{{len .Items}} item(s); first: {{(index .Items 0).Name}}; {{.Missing}}
{{- /* a comment */ -}}
{{$total := 0.0}}{{range .Items}}{{$total = .Price}}{{end}} last price {{$total}}
{{if and .Items (gt (len .Items) 1)}}many{{else if .Items}}one{{end}} {{not true}} {{or "" "fallback"}} {{eq .Customer "bob" "ann"}}
{{printf "%5.1f|%-4s|%v" 3.14159 "ab" .Items}}
`
	t := template.Must(template.New("order").Funcs(funcs).Parse(tpl))
	data := map[string]any{
		"Customer": "ann",
		"Items": []Item{
			{"pen", 1.5, []string{"office"}},
			{"lamp", 25, nil},
		},
	}
	if err := t.Execute(os.Stdout, data); err != nil {
		fmt.Println("exec error:", err)
	}
	err := template.Must(template.New("x").Parse("{{.Nope.Deeper}}\n")).Execute(os.Stdout, struct{ Nope *Item }{})
	fmt.Println("error:", err)
	_, err = template.New("bad").Parse("{{if .X}}unterminated")
	fmt.Println("parse:", err)
	_, err = template.New("bad2").Parse("{{.X | nofunc}}")
	fmt.Println("parse:", err)
	err = template.Must(template.New("y").Parse("{{index .A 5}}")).Execute(os.Stdout, map[string][]int{"A": {1}})
	fmt.Println("\nerror:", err)
	err = template.Must(template.New("z").Parse("{{.Label}}")).Execute(os.Stdout, Item{})
	fmt.Println("\nerror:", err)
}

// Output:
// Order for "ann":
// 1. it:PEN $1.50 [office]
// 2. it:LAMP $25.00 (!) [no tags]
// 2 item(s); first: pen; <no value> last price 25
// many false fallback true
//   3.1|ab  |[{pen 1.5 [office]} {lamp 25 []}]
// error: template: x:1:7: executing "x" at <.Nope.Deeper>: can't evaluate field Deeper in type *main.Item
// parse: template: bad:1: unexpected EOF
// parse: template: bad2:1: function "nofunc" not defined
//
// error: template: y:1:2: executing "y" at <index .A 5>: error calling index: index out of range: 5
//
// error: template: z:1:2: executing "z" at <.Label>: wrong number of args for Label: want 1 got 0
