package main

import (
	"errors"
	"fmt"
	"strings"
	"text/template"
)

type Svc struct {
	Name  string
	Ports []int
	Sel   map[string]string
	Next  *Svc
}

func (s Svc) Check() (bool, error) { return false, errors.New("check failed") }
func (s *Svc) Self() *Svc         { return s }
func (s Svc) Pair() [2]int        { return [2]int{1, 2} }

func main() {
	svc := &Svc{Name: "web", Ports: []int{80}, Sel: map[string]string{"app": "web"}}
	for _, src := range []string{
		`{{ print | 1 }}`, `{{ 1 | print }}`, `{{ print | . }}`, `{{ print | "s" }}`, `{{ print | nil }}`, `{{ print | true }}`,
		`{{ (print | 2) }}`, `{{ () }}`, `{{ ( ) }}`, `{{ print (1 | print) }}`, "{{ print\n| 3 }}",
		`{{ template "x" 1 | print }}{{ define "x" }}{{ . }}{{ end }}`,
		`{{ (.Self).Check }}`, `{{ (.Self).Next.Name }}`, `{{ (.Self).Missing }}`, `{{ ($.Self).Check }}`,
		`{{ eq .Ports .Ports }}`, `{{ eq .Sel .Sel }}`, `{{ eq .Next nil }}`, `{{ eq nil .Next }}`, `{{ eq .Self .Self }}`,
		`{{ eq .Pair .Pair }}`, `{{ eq .Ports .Sel }}`, `{{ eq .Name .Ports }}`, `{{ ne .Next .Self }}`, `{{ lt .Ports .Ports }}`,
		`{{ lt true false }}`, `{{ lt 1 2.0 }}`, `{{ le "a" "a" }}`, `{{ ge nil 1 }}`, `{{ eq .Next .Next }}`, `{{ eq . . }}`,
		`{{ eq 1 2 3 1 }}`, `{{ eq "a" "b" 1 }}`, `{{ eq 1 }}`, `{{ lt 1 }}`, `{{ eq (index .Sel "app") "web" }}`,
	} {
		t, err := template.New("t").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, svc)
		fmt.Printf("%q %v\n", sb.String(), err)
	}
}

// Output:
// parse: template: t:1: non executable command in pipeline stage 2
// "1" <nil>
// parse: template: t:1: non executable command in pipeline stage 2
// parse: template: t:1: non executable command in pipeline stage 2
// parse: template: t:1: non executable command in pipeline stage 2
// parse: template: t:1: non executable command in pipeline stage 2
// parse: template: t:1: non executable command in pipeline stage 2
// parse: template: t:1: missing value for parenthesized pipeline
// parse: template: t:1: missing value for parenthesized pipeline
// "1" <nil>
// parse: template: t:2: non executable command in pipeline stage 2
// "1" <nil>
// "" template: t:1:10: executing "t" at <(.Self).Check>: error calling Check: check failed
// "" template: t:1:4: executing "t" at <.Self>: nil pointer evaluating *main.Svc.Name
// "" template: t:1:4: executing "t" at <.Self>: can't evaluate field Missing in type *main.Svc
// "" template: t:1:11: executing "t" at <($.Self).Check>: error calling Check: check failed
// "" template: t:1:3: executing "t" at <eq .Ports .Ports>: error calling eq: non-comparable type [%!s(int=80)]: []int
// "" template: t:1:3: executing "t" at <eq .Sel .Sel>: error calling eq: non-comparable type map[app:web]: map[string]string
// "true" <nil>
// "true" <nil>
// "true" <nil>
// "true" <nil>
// "" template: t:1:3: executing "t" at <eq .Ports .Sel>: error calling eq: non-comparable types [%!s(int=80)]: []int, map[string]string: map[app:web]
// "" template: t:1:3: executing "t" at <eq .Name .Ports>: error calling eq: incompatible types for comparison
// "true" <nil>
// "" template: t:1:3: executing "t" at <lt .Ports .Ports>: error calling lt: invalid type for comparison
// "" template: t:1:3: executing "t" at <lt true false>: error calling lt: invalid type for comparison
// "" template: t:1:3: executing "t" at <lt 1 2.0>: error calling lt: incompatible types for comparison
// "true" <nil>
// "" template: t:1:3: executing "t" at <ge nil 1>: error calling ge: invalid type for comparison
// "true" <nil>
// "true" <nil>
// "true" <nil>
// "" template: t:1:3: executing "t" at <eq "a" "b" 1>: error calling eq: incompatible types for comparison
// "" template: t:1:3: executing "t" at <eq 1>: error calling eq: missing argument for comparison
// "" template: t:1:3: executing "t" at <lt>: wrong number of args for lt: want 2 got 1
// "true" <nil>
