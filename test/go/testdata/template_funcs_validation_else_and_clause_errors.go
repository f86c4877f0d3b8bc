package main

import (
	"fmt"
	"strings"
	"text/template"
)

func try(name string, fm template.FuncMap) {
	defer func() {
		r := recover()
		fmt.Printf("%s: %T %v\n", name, r, r)
	}()
	template.New(name).Funcs(fm)
}

func parse(src string) {
	_, err := template.New("p").Parse(src)
	fmt.Printf("%-44q %v\n", src, err)
}

func main() {
	try("ok", template.FuncMap{"up": strings.ToUpper, "pair": func() (int, error) { return 1, nil }})
	try("two", template.FuncMap{"bad": func() (int, int) { return 1, 2 }})
	try("three", template.FuncMap{"bad": func() (int, int, error) { return 1, 2, nil }})
	try("none", template.FuncMap{"bad": func() {}})
	try("value", template.FuncMap{"v": 42})
	try("name", template.FuncMap{"a-b": strings.ToLower})
	try("digit", template.FuncMap{"1x": strings.ToLower})
	try("empty", template.FuncMap{"": strings.ToLower})
	try("unicode", template.FuncMap{"ünï_2": strings.ToLower})
	for _, s := range []string{
		"{{with .}}{{else if .}}{{end}}", "{{if .}}{{else with .}}{{end}}", "{{range .}}{{else if .}}{{end}}",
		"{{range .}}{{else with .}}{{end}}", "{{if .}}{{else .}}{{end}}", "{{if .}}{{else foo}}{{end}}",
		"{{if .}}{{else range .}}{{end}}{{end}}", "{{if .}}{{else \"s\"}}{{end}}", "{{if .}}{{else if .}}{{else}}{{end}}",
		"{{with .}}{{else with .}}{{else}}{{end}}", "{{define 3}}{{end}}", "{{define}}{{end}}", "{{define .}}{{end}}",
		"{{block x .}}{{end}}", "{{/* c */ .}}", "{{/* c */-}}", "{{- /* c */ -}}", "{{/* c */ -}}x", "{{/* a */}}{{/* b */x}}",
		"a\n{{/* c */ x}}", "{{template 3}}",
	} {
		parse(s)
	}
	t := template.Must(template.New("n").Parse("{{call .}}|{{call .F 1}}"))
	var sb strings.Builder
	err := t.Execute(&sb, (func())(nil))
	fmt.Println(err)
	err = t.Execute(&sb, nil)
	fmt.Println(err)
	template.New("x").Funcs(template.FuncMap{"x": "not a func"})
}

// Output:
// ok: <nil> <nil>
// two: *errors.errorString invalid function signature for bad: second return value should be error; is int
// three: *errors.errorString function bad has 3 return values; should be 1 or 2
// none: *errors.errorString function bad has 0 return values; should be 1 or 2
// value: string value for v not a function
// name: *errors.errorString function name "a-b" is not a valid identifier
// digit: *errors.errorString function name "1x" is not a valid identifier
// empty: *errors.errorString function name "" is not a valid identifier
// unicode: <nil> <nil>
// "{{with .}}{{else if .}}{{end}}"             template: p:1: unexpected <if> in input
// "{{if .}}{{else with .}}{{end}}"             template: p:1: unexpected <with> in input
// "{{range .}}{{else if .}}{{end}}"            template: p:1: unexpected <if> in input
// "{{range .}}{{else with .}}{{end}}"          template: p:1: unexpected <with> in input
// "{{if .}}{{else .}}{{end}}"                  template: p:1: unexpected <.> in else
// "{{if .}}{{else foo}}{{end}}"                template: p:1: unexpected "foo" in else
// "{{if .}}{{else range .}}{{end}}{{end}}"     template: p:1: unexpected <range> in else
// "{{if .}}{{else \"s\"}}{{end}}"              template: p:1: unexpected "\"s\"" in else
// "{{if .}}{{else if .}}{{else}}{{end}}"       <nil>
// "{{with .}}{{else with .}}{{else}}{{end}}"   <nil>
// "{{define 3}}{{end}}"                        template: p:1: unexpected "3" in define clause
// "{{define}}{{end}}"                          template: p:1: unexpected "}}" in define clause
// "{{define .}}{{end}}"                        template: p:1: unexpected <.> in define clause
// "{{block x .}}{{end}}"                       template: p:1: unexpected "x" in block clause
// "{{/* c */ .}}"                              template: p:1: comment ends before closing delimiter
// "{{/* c */-}}"                               template: p:1: comment ends before closing delimiter
// "{{- /* c */ -}}"                            <nil>
// "{{/* c */ -}}x"                             <nil>
// "{{/* a */}}{{/* b */x}}"                    template: p:1: comment ends before closing delimiter
// "a\n{{/* c */ x}}"                           template: p:2: comment ends before closing delimiter
// "{{template 3}}"                             template: p:1: unexpected "3" in template clause
// template: n:1:2: executing "n" at <call .>: error calling call: function . has 0 return values; should be 1 or 2
// template: n:1:2: executing "n" at <call .>: error calling call: call of nil
// Stderr:
// panic: value for x not a function
//
// goroutine 1 [running]:
// Exit: 2
