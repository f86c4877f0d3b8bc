package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Item struct {
	Name  string
	Qty   int
	Price float64
}

func (i Item) Total() float64 { return float64(i.Qty) * i.Price }

type Order struct {
	ID       int
	Customer string
	Items    []Item
	Notes    map[string]string
	Paid     bool
}

const report = `Order #{{.ID}} for {{.Customer | upper}}
{{range $i, $it := .Items -}}
{{add $i 1}}. {{printf "%-8s" $it.Name}} x{{$it.Qty}} @ {{printf "%.2f" $it.Price}} = {{printf "%7.2f" $it.Total}}
{{else}}(no items)
{{end -}}
{{with .Notes}}Notes:{{range $k, $v := .}} {{$k}}={{$v}};{{end}}{{end}}
Status: {{if .Paid}}paid{{else if gt (len .Items) 2}}large, unpaid{{else}}unpaid{{end}}
{{define "footer"}}-- {{.}} --{{end}}{{template "footer" "thanks"}}
`

func main() {
	funcs := template.FuncMap{
		"upper": strings.ToUpper,
		"add":   func(a, b int) int { return a + b },
	}
	t := template.Must(template.New("report").Funcs(funcs).Parse(report))
	o := Order{ID: 7, Customer: "ada", Items: []Item{{"widget", 3, 2.5}, {"gadget", 1, 10}}, Notes: map[string]string{"gift": "yes", "door": "back"}}
	if err := t.Execute(os.Stdout, o); err != nil {
		fmt.Println("exec error:", err)
	}
	empty := Order{ID: 8, Customer: "bob", Paid: true}
	t.Execute(os.Stdout, empty)
	_, err := template.New("bad").Parse("{{.Name")
	fmt.Println(err)
	_, err = template.New("bad2").Parse("{{if .X}}no end")
	fmt.Println(err)
	_, err = template.New("bad3").Parse("{{nofunc 1}}")
	fmt.Println(err)
	t2 := template.Must(template.New("t2").Parse("{{.Missing}}\n"))
	err = t2.Execute(os.Stdout, o)
	fmt.Println(err)
	t3 := template.Must(template.New("t3").Option("missingkey=error").Parse("{{.k}}\n"))
	err = t3.Execute(os.Stdout, map[string]int{"j": 1})
	fmt.Println(err)
	t4 := template.Must(template.New("t4").Parse("{{index .Items 5}}\n"))
	fmt.Println(t4.Execute(os.Stdout, o))
	t5 := template.Must(template.New("t5").Parse(`{{.Customer | printf "%q"}} {{len .Items | printf "%03d"}} {{"a" | html}} {{js "<x>"}} {{slice .Customer 1 2}} {{eq .ID 7 8}} {{and 1 0 2}} {{or 0 "" "z"}} {{not .Paid}}` + "\n"))
	t5.Execute(os.Stdout, o)
}

// Output:
// Order #7 for ADA
// 1. widget   x3 @ 2.50 =    7.50
// 2. gadget   x1 @ 10.00 =   10.00
// Notes: door=back; gift=yes;
// Status: unpaid
// -- thanks --
// Order #8 for BOB
// (no items)
//
// Status: paid
// -- thanks --
// template: bad:1: unclosed action
// template: bad2:1: unexpected EOF
// template: bad3:1: function "nofunc" not defined
// template: t2:1:2: executing "t2" at <.Missing>: can't evaluate field Missing in type main.Order
// template: t3:1:2: executing "t3" at <.k>: map has no entry for key "k"
// template: t4:1:2: executing "t4" at <index .Items 5>: error calling index: index out of range: 5
// "ada" 002 a \u003Cx\u003E d true 0 z true
