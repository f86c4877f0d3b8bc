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

func (i Item) Discount(p float64) float64 { return i.Price * (1 - p) }

func main() {
	t := template.Must(template.New("t").Funcs(template.FuncMap{"join": strings.Join, "add": func(a, b int) int { return a + b }}).Parse(`{{range $i, $e := .}}{{add $i 1}}. {{.Name | printf "%-6s"}} {{printf "%.2f" .Price}} -> {{.Discount 0.1 | printf "%.3f"}} [{{join .Tags ", "}}]{{if not .Tags}}none{{end}}
{{end}}{{with $x := "scoped"}}{{$x}}{{end}} {{len .}} {{(index . 0).Name}} {{index . 1 | printf "%v"}}
{{- range $i, $e := . }}{{ if eq $i 1 }}{{ break }}{{ end }} loop{{ $i }}{{ end }}
{{ $n := 0 }}{{ range . }}{{ $n = add $n 1 }}{{ end }}count={{ $n }} {{ and 1 0 "x" }} {{ or 0 "" "y" }} {{ not 0 }} {{ lt 1.5 2.0 }} {{ eq "a" "a" }} {{ ne 1 2 }}
{{ printf "%q %v %T" "s" nil 3 }} {{ print nil }} {{ 1e3 }} {{ 0x10 }} {{ 'a' }} {{ -5 }} {{ .1 }}
`))
	err := t.Execute(os.Stdout, []Item{{"apple", 1.25, []string{"fruit", "red"}}, {"bread", 3, nil}})
	fmt.Println(err)
	err = template.Must(template.New("e").Parse(`{{ lt 1 "a" }}`)).Execute(os.Stdout, nil)
	fmt.Println(err)
	err = template.Must(template.New("e").Parse(`{{ eq . 1 }}`)).Execute(os.Stdout, []int{1})
	fmt.Println(err)
	err = template.Must(template.New("e").Parse(`{{ .Discount "x" }}`)).Execute(os.Stdout, Item{})
	fmt.Println(err)
	err = template.Must(template.New("e").Parse(`{{ .Discount }}`)).Execute(os.Stdout, Item{})
	fmt.Println(err)
	err = template.Must(template.New("e").Parse(`{{ index .Tags 5 }}`)).Execute(os.Stdout, Item{})
	fmt.Println(err)
}

// Output:
// 1. apple  1.25 -> 1.125 [fruit, red]
// 2. bread  3.00 -> 2.700 []none
// scoped 2 apple {bread 3 []} loop0
// count=2 0 y true true true true
// "s" <nil> int <nil> 1000 16 97 -5 0.1
// <nil>
// template: e:1:3: executing "e" at <lt 1 "a">: error calling lt: incompatible types for comparison
// template: e:1:3: executing "e" at <eq . 1>: error calling eq: incompatible types for comparison
// template: e:1:13: executing "e" at <"x">: expected float; found "x"
// template: e:1:3: executing "e" at <.Discount>: wrong number of args for Discount: want 1 got 0
// template: e:1:3: executing "e" at <index .Tags 5>: error calling index: index out of range: 5
