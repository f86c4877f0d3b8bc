package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Owner struct{ Name string }

type Obj struct {
	Name   string
	Owner  *Owner
	Labels map[string]string
	Items  []int
	Fn     func(int) int
	Err    error
}

func (o *Obj) Ptr() string             { return "ptr:" + o.Name }
func (o Obj) Val(n int) string         { return strings.Repeat(o.Name, n) }
func (o Obj) Bad() (string, error)     { return "", errors.New("bad method") }
func (o Obj) Three() (int, int, error) { return 1, 2, nil }

func run(src string, data any) {
	t, err := template.New("t").Parse(src)
	if err != nil {
		fmt.Println("parse:", err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, data)
	fmt.Printf("%-40q -> %q err=%v\n", src, sb.String(), err)
}

func main() {
	o := &Obj{Name: "web", Labels: map[string]string{"app": "x"}, Fn: func(i int) int { return i * 2 }}
	run(`{{.Owner.Name}}`, o)
	run(`{{with .Owner}}{{.Name}}{{else}}no owner{{end}}`, o)
	run(`{{.Ptr}} {{.Val 2}}`, o)
	run(`{{.Ptr}}`, *o)
	run(`{{.Bad}}`, o)
	run(`{{.Three}}`, o)
	run(`{{index .Labels "missing"}}|{{.Labels.missing}}|{{index .Labels "app"}}`, o)
	run(`{{index .Items 0}}`, o)
	run(`{{call .Fn 21}}`, o)
	run(`{{call .Name}}`, o)
	run(`{{.Err}}|{{.Err.Error}}`, o)
	run(`{{and .Owner .Owner.Name}}|{{or .Owner "fallback"}}`, o)
	run(`{{if and .Items (index .Items 0)}}yes{{else}}no{{end}}`, o)
	run(`{{len .Name}} {{len .Labels}} {{len .Owner}}`, o)
	run(`{{printf "%T %v" .Owner .Items}}`, o)
	run(`{{.Name | printf "%s-%s" "x"}}`, o)
	run(`{{$.Name}}{{range .Items}}{{.}}{{end}}{{.Missing}}`, map[string]any{"Name": 1})
	run(`{{.Name.Field}}`, o)
	run(`{{template "x"}}{{define "x"}}X{{.}}{{end}}`, o)
	run(`{{- 3 -}} {{- 4 }}`, nil)
	run(`{{ 1 | len }}`, nil)
	run(`{{eq .Name "web" "api"}} {{eq 1 1.0}}`, o)
	run(`{{lt "a" 1}}`, o)
	run(`{{not 0}} {{not ""}} {{not .Items}}`, o)
	var nilObj *Obj
	run(`{{.Name}}`, nilObj)
	run(`{{.Ptr}}`, nilObj)
	t := template.Must(template.New("x").Parse("{{.}}\n"))
	t.Execute(os.Stdout, []any{nil, 1, "s"})
}

// Output:
// "{{.Owner.Name}}"                        -> "" err=template: t:1:8: executing "t" at <.Owner.Name>: nil pointer evaluating *main.Owner.Name
// "{{with .Owner}}{{.Name}}{{else}}no owner{{end}}" -> "no owner" err=<nil>
// "{{.Ptr}} {{.Val 2}}"                    -> "ptr:web webweb" err=<nil>
// "{{.Ptr}}"                               -> "" err=template: t:1:2: executing "t" at <.Ptr>: can't evaluate field Ptr in type main.Obj
// "{{.Bad}}"                               -> "" err=template: t:1:2: executing "t" at <.Bad>: error calling Bad: bad method
// "{{.Three}}"                             -> "" err=template: t:1:2: executing "t" at <.Three>: function Three has 3 return values; should be 1 or 2
// "{{index .Labels \"missing\"}}|{{.Labels.missing}}|{{index .Labels \"app\"}}" -> "|<no value>|x" err=<nil>
// "{{index .Items 0}}"                     -> "" err=template: t:1:2: executing "t" at <index .Items 0>: error calling index: reflect: slice index out of range
// "{{call .Fn 21}}"                        -> "42" err=<nil>
// "{{call .Name}}"                         -> "" err=template: t:1:2: executing "t" at <call .Name>: error calling call: non-function .Name of type string
// "{{.Err}}|{{.Err.Error}}"                -> "<nil>|" err=template: t:1:15: executing "t" at <.Err.Error>: nil pointer evaluating error.Error
// "{{and .Owner .Owner.Name}}|{{or .Owner \"fallback\"}}" -> "<nil>|fallback" err=<nil>
// "{{if and .Items (index .Items 0)}}yes{{else}}no{{end}}" -> "no" err=<nil>
// "{{len .Name}} {{len .Labels}} {{len .Owner}}" -> "3 1 " err=template: t:1:32: executing "t" at <len .Owner>: error calling len: len of nil pointer
// "{{printf \"%T %v\" .Owner .Items}}"     -> "*main.Owner []" err=<nil>
// "{{.Name | printf \"%s-%s\" \"x\"}}"     -> "x-web" err=<nil>
// "{{$.Name}}{{range .Items}}{{.}}{{end}}{{.Missing}}" -> "1<no value>" err=<nil>
// "{{.Name.Field}}"                        -> "" err=template: t:1:7: executing "t" at <.Name.Field>: can't evaluate field Field in type string
// "{{template \"x\"}}{{define \"x\"}}X{{.}}{{end}}" -> "X<no value>" err=<nil>
// "{{- 3 -}} {{- 4 }}"                     -> "34" err=<nil>
// "{{ 1 | len }}"                          -> "" err=template: t:1:7: executing "t" at <len>: error calling len: len of type int
// "{{eq .Name \"web\" \"api\"}} {{eq 1 1.0}}" -> "true " err=template: t:1:27: executing "t" at <eq 1 1.0>: error calling eq: incompatible types for comparison
// "{{lt \"a\" 1}}"                         -> "" err=template: t:1:2: executing "t" at <lt "a" 1>: error calling lt: incompatible types for comparison
// "{{not 0}} {{not \"\"}} {{not .Items}}"  -> "true true true" err=<nil>
// "{{.Name}}"                              -> "" err=template: t:1:2: executing "t" at <.Name>: nil pointer evaluating *main.Obj.Name
// "{{.Ptr}}"                               -> "" err=template: t:1:2: executing "t" at <.Ptr>: error calling Ptr: runtime error: invalid memory address or nil pointer dereference
// [<nil> 1 s]
