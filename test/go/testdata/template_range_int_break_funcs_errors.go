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

func (i Item) Expensive() bool { return i.Price > 10 }
func (i Item) Fail() (string, error) {
	return "", errors.New("item failed")
}

func main() {
	funcs := template.FuncMap{
		"join":  strings.Join,
		"add":   func(a, b int) int { return a + b },
		"div":   func(a, b int) (int, error) { if b == 0 { return 0, errors.New("divide by zero") }; return a / b, nil },
		"boom":  func() string { panic("boom in func") },
		"title": strings.ToTitle,
	}
	src := `{{- range $i, $e := .Items }}
{{ add $i 1 }}. {{ $e.Name | printf "%-8s" }} {{ printf "%6.2f" .Price }}{{ if .Expensive }} *{{ end }} [{{ join .Tags ", " }}]
{{- if eq $i 1 }}{{ break }}{{ end }}
{{- end }}
{{ range $k, $v := .Counts }}{{ $k }}={{ $v }};{{ else }}none{{ end }}
{{ with $x := .Missing }}has{{ else with .Items }}items={{ len . }}{{ end }}
{{ range .Items }}{{ if not .Expensive }}{{ continue }}{{ end }}{{ .Name }}!{{ end }}
{{ $n := 0 }}{{ range .Items }}{{ $n = add $n 1 }}{{ end }}count={{ $n }}
{{ len "héllo" }} {{ index "abc" 1 }} {{ slice "abcdef" 1 4 }} {{ print 1 2 "a" "b" 3 }} {{ println "x" }}
{{- /* comment */ -}}
{{ "quoted\t" | printf "%q" }} {{ 'a' }} {{ 1.5e3 }} {{ 0x1F }} {{ -3 }} {{ nil | print }}
`
	t := template.Must(template.New("shop").Funcs(funcs).Parse(src))
	data := map[string]any{
		"Items": []Item{{"apple", 1.25, []string{"fruit"}}, {"caviar", 99.9, nil}, {"bread", 3, []string{"a", "b"}}},
		"Counts": map[string]int{"b": 2, "a": 1},
	}
	err := t.Execute(os.Stdout, data)
	fmt.Println("err:", err)
	for _, s := range []string{
		`{{ div 1 0 }}`, `{{ range 3 }}{{ . }}{{ end }}`, `{{ boom }}`, `{{ (index .Items 0).Fail }}`, `{{ index .Items 9 }}`, `{{ .Items.Name }}`,
		`{{ add 1 "2" }}`, `{{ add 1 }}`, `{{ title }}`, `{{ break }}`, `{{ range .Items }}{{ else }}{{ break }}{{ end }}`,
		`{{ template "x" }}`, `{{ define "x" }}{{ end }}{{ template "x" 1 2 }}`, `{{ .Counts.c }}`, `{{ index .Counts "c" }}`,
		`{{ printf "%d" (index .Counts "a") | printf "%s!" }}`, `{{ $ }}`, `{{ with 0 }}x{{ else }}zero{{ end }}`,
		`{{ if and (gt 1 0) (lt 1.5 2.0) }}ok{{ end }}`, `{{ eq 1 1.0 }}`, `{{ lt "a" 1 }}`, `{{ eq .Items .Items }}`,
	} {
		tt, err := template.New("t").Funcs(funcs).Parse(s)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = tt.Execute(&sb, data)
		fmt.Printf("%q %v\n", sb.String(), err)
	}
}

// Output:
//
// 1. apple      1.25 [fruit]
// 2. caviar    99.90 * []
// a=1;b=2;
// items=3
// caviar!
// count=3
// 6 98 bcd 1 2ab3 x
// "quoted\t" 97 1500 31 -3 err: template: shop:11:76: executing "shop" at <nil>: nil is not a command
// "" template: t:1:3: executing "t" at <div 1 0>: error calling div: divide by zero
// "" template: t:1:9: executing "t" at <3>: range can't iterate over 3
// "" template: t:1:3: executing "t" at <boom>: error calling boom: boom in func
// "" template: t:1:19: executing "t" at <(index .Items 0).Fail>: error calling Fail: item failed
// "" template: t:1:3: executing "t" at <index .Items 9>: error calling index: index out of range: 9
// "" template: t:1:9: executing "t" at <.Items.Name>: can't evaluate field Name in type interface {}
// "" template: t:1:9: executing "t" at <"2">: expected integer; found "2"
// "" template: t:1:3: executing "t" at <add>: wrong number of args for add: want 2 got 1
// "" template: t:1:3: executing "t" at <title>: wrong number of args for title: want 1 got 0
// parse: template: t:1: {{break}} outside {{range}}
// parse: template: t:1: {{break}} outside {{range}}
// "" template: t:1:12: executing "t" at <{{template "x"}}>: template "x" not defined
// "" template: t:1:41: executing "t" at <1>: can't give argument to non-function 1
// "<no value>" <nil>
// "0" <nil>
// "1!" <nil>
// "map[Counts:map[a:1 b:2] Items:[{apple 1.25 [fruit]} {caviar 99.9 []} {bread 3 [a b]}]]" <nil>
// "zero" <nil>
// "ok" <nil>
// "" template: t:1:3: executing "t" at <eq 1 1.0>: error calling eq: incompatible types for comparison
// "" template: t:1:3: executing "t" at <lt "a" 1>: error calling lt: incompatible types for comparison
// "" template: t:1:3: executing "t" at <eq .Items .Items>: error calling eq: non-comparable type [{apple %!s(float64=1.25) [fruit]} {caviar %!s(float64=99.9) []} {bread %!s(float64=3) [a b]}]: []main.Item
