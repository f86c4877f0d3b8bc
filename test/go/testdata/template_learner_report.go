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

func (i Item) Total() float64           { return i.Price * float64(i.Qty) }
func (i Item) Discount(pct int) float64 { return i.Total() * float64(100-pct) / 100 }
func (i *Item) PtrMethod() string       { return "ptr:" + i.Name }

const tpl = `{{/* a comment */ -}}
Order for {{.Customer | printf "%q"}}:
{{range $i, $it := .Items -}}
{{$i}}. {{.Name | printf "%-8s"}} {{.Qty}} x {{printf "%.2f" .Price}} = {{.Total | printf "%6.2f"}}{{if gt .Qty 2}} (bulk){{end}}
{{- if .Tags}} [{{join .Tags ","}}]{{else}} [no tags]{{end}}
{{end -}}
{{with .Note}}Note: {{.}}{{else}}No note.{{end}}
{{- $total := 0.0}}
Items: {{len .Items}}, first: {{(index .Items 0).Name}}, disc: {{(index .Items 1).Discount 10}}
{{range $k, $v := .Meta}}{{$k}}={{$v}};{{end}}
{{if and .Paid (not .Shipped)}}paid, not shipped{{end}}
{{if or .Missing "fallback"}}or-value: {{or .Missing "fallback"}}{{end}}
{{eq .Status "open" "pending"}} {{ne 1 2}} {{lt 1.5 2.0}} {{le "a" "b"}}
{{slice .Customer 1 3}} {{html "<b>"}} {{js "it's"}} {{urlquery "a b&c"}} {{print 1 2 "x" 3}} {{println "end"}}
{{- define "footer"}}-- {{.}} --{{end}}
{{template "footer" "thanks"}}
{{block "sig" .Customer}}sig:{{.}}{{end}}
{{range .Empty}}never{{else}}empty range{{end}}
{{range 3}}{{.}}{{end}}
`

func main() {
	funcs := template.FuncMap{"join": strings.Join, "upper": strings.ToUpper}
	t := template.Must(template.New("order").Funcs(funcs).Parse(tpl))
	data := map[string]any{
		"Customer": "Ada",
		"Items":    []Item{{"apple", 0.5, 4, []string{"fruit", "red"}}, {"bread", 2.25, 1, nil}},
		"Note":     "",
		"Meta":     map[string]int{"z": 1, "a": 2},
		"Paid":     true,
		"Shipped":  false,
		"Status":   "pending",
		"Empty":    []int{},
	}
	if err := t.Execute(os.Stdout, data); err != nil {
		fmt.Println("\nERR:", err)
	}
	bad := []string{
		`{{.Missing.Field}}`,
		`{{index .Items 5}}`,
		`{{.Customer.Name}}`,
		`{{template "nope"}}`,
		`{{len 3}}`,
		`{{(index .Items 0).PtrMethod}}`,
		`{{call .Customer}}`,
		`{{printf "%d" .Customer}}`,
	}
	for _, b := range bad {
		t2, err := template.New("b").Parse(b)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = t2.Execute(&sb, data)
		fmt.Printf("%q %v\n", sb.String(), err)
	}
	parseErrs := []string{`{{if}}`, `{{range .X}}`, `{{end}}`, `{{.X | }}`, `{{nofunc 1}}`, `{{$x}}`, `{{"unterminated}}`}
	for _, p := range parseErrs {
		_, err := template.New("p").Parse(p)
		fmt.Println(err)
	}
	t3 := template.Must(template.New("m").Option("missingkey=error").Parse(`{{.a}} {{.b}}`))
	fmt.Println(t3.Execute(os.Stdout, map[string]int{"a": 1}))
}

// Output:
// Order for "Ada":
// 0. apple    4 x 0.50 =   2.00 (bulk) [fruit,red]
// 1. bread    1 x 2.25 =   2.25 [no tags]
// No note.
// Items: 2, first: apple, disc: 2.025
// a=2;z=1;
// paid, not shipped
// or-value: fallback
// true true true true
// da &lt;b&gt; it\'s a+b%26c 1 2x3 end
//
// -- thanks --
// sig:Ada
// empty range
//
// ERR: template: order:19:8: executing "order" at <3>: range can't iterate over 3
// "<no value>" <nil>
// "" template: b:1:2: executing "b" at <index .Items 5>: error calling index: index out of range: 5
// "" template: b:1:11: executing "b" at <.Customer.Name>: can't evaluate field Name in type interface {}
// "" template: b:1:11: executing "b" at <{{template "nope"}}>: template "nope" not defined
// "" template: b:1:2: executing "b" at <len 3>: error calling len: len of type int
// "ptr:apple" <nil>
// "" template: b:1:2: executing "b" at <call .Customer>: error calling call: non-function .Customer of type string
// "%!d(string=Ada)" <nil>
// template: p:1: missing value for if
// template: p:1: unexpected EOF
// template: p:1: unexpected {{end}}
// <nil>
// template: p:1: function "nofunc" not defined
// template: p:1: undefined variable "$x"
// template: p:1: unterminated quoted string
// 1 template: m:1:9: executing "m" at <.b>: map has no entry for key "b"
