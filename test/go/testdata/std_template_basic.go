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
}

func main() {
	t1 := template.New("t1")
	t1, err := t1.Parse("Value is {{.}}\n")
	if err != nil {
		panic(err)
	}
	t1.Execute(os.Stdout, "some text")
	t1.Execute(os.Stdout, 5)
	t1.Execute(os.Stdout, []string{"Go", "Rust"})
	t2 := template.Must(template.New("t2").Parse("Name: {{.Name}} costs {{printf \"%.2f\" .Price}}\n"))
	t2.Execute(os.Stdout, Item{Name: "pen", Price: 1.5})
	t2.Execute(os.Stdout, map[string]any{"Name": "map", "Price": 2.0})
	t3 := template.Must(template.New("t3").Parse("{{if . -}} yes {{- else -}} no {{- end}}\n"))
	t3.Execute(os.Stdout, "not empty")
	t3.Execute(os.Stdout, "")
	t4 := template.Must(template.New("t4").Funcs(template.FuncMap{"upper": strings.ToUpper}).Parse("Range: {{range $i, $t := .Tags}}{{if $i}}, {{end}}{{upper $t}}{{end}} ({{len .Tags}})\n"))
	t4.Execute(os.Stdout, Item{Tags: []string{"a", "b", "c"}})
	t5 := template.Must(template.New("t5").Parse(`{{define "row"}}[{{.}}]{{end}}{{range .}}{{template "row" .}}{{else}}none{{end}}
{{with $x := "w"}}{{$x}}{{end}} {{eq 1 1}} {{ne "a" "b"}} {{lt 1 2}} {{and true false}} {{or 0 "x"}} {{not true}} {{index . 1}}
`))
	t5.Execute(os.Stdout, []int{7, 8})
	_, err = template.New("bad").Parse("{{.Name")
	os.Stdout.WriteString(err.Error() + "\n")
	err = template.Must(template.New("e").Parse("{{.Missing}}\n")).Execute(os.Stdout, Item{})
	os.Stdout.WriteString(err.Error() + "\n")
}

// Output:
// Value is some text
// Value is 5
// Value is [Go Rust]
// Name: pen costs 1.50
// Name: map costs 2.00
// yes
// no
// Range: A, B, C (3)
// [7][8]
// w true true true false x false 8
// template: bad:1: unclosed action
// template: e:1:2: executing "e" at <.Missing>: can't evaluate field Missing in type main.Item
