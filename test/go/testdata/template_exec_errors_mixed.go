package main

// Common text/template mistakes, parse and execution errors side by side.

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type User struct {
	Name  string
	Age   int
	Tags  []string
	Meta  map[string]int
	Admin bool
}

func (u User) Greet(s string) string { return "hi " + s + " from " + u.Name }

func main() {
	srcs := []string{
		"{{.Name}",
		"{{.Name}} {{.Missing}}",
		"{{template \"x\" .}}",
		"{{range .Tags}}[{{.}}]{{end}}",
		"{{if .Admin}}admin{{else if gt .Age 18}}adult{{else}}minor{{end}}",
		"{{with .Meta}}{{.a}}{{end}}",
		"{{.Greet \"bob\"}}",
		"{{.Greet}}",
		"{{len .Tags | printf \"%03d\"}}",
		"{{range $i, $t := .Tags}}{{$i}}={{$t}},{{end}}",
		"{{index .Tags 5}}",
		"{{index .Meta \"zz\"}}",
		"{{.Name | len}}",
		"{{define \"T\"}}T:{{.}}{{end}}{{template \"T\" .Age}}",
		"{{/* comment */}}x{{- \" y \" -}} z",
		"{{.Age | html}} {{js \"a'b\"}} {{urlquery \"a b&c\"}}",
		"{{printf \"%v\" nil}}",
		"{{nil}}",
		"{{range .Age}}{{end}}",
		"{{end}}",
		"{{if}}{{end}}",
		"{{.Name.Foo}}",
		"{{$x := 1}}{{$x = 2}}{{$x}}",
		"{{$y}}",
		"{{and 1 0 2}} {{or 0 \"\" 3}} {{not 0}}",
		"{{eq .Age 30 31}} {{ne .Name \"a\"}} {{le 1 2}}",
		"{{call .Greet \"x\"}}",
		"{{range $k, $v := .Meta}}{{$k}}{{$v}}{{end}}",
		"{{break}}",
		"{{range .Tags}}{{if eq . \"b\"}}{{break}}{{end}}{{.}}{{end}}",
		"{{slice .Name 1 3}}",
		"{{.Meta.a.b}}",
		"{{print 1 2 \"a\" \"b\" 3}}",
		"{{println .Age}}",
	}
	u := User{Name: "Ann", Age: 30, Tags: []string{"a", "b", "c"}, Meta: map[string]int{"a": 1, "b": 2}}
	for _, s := range srcs {
		t, err := template.New("t").Parse(s)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, u)
		fmt.Printf("%q %v\n", sb.String(), err)
	}
	t := template.Must(template.New("m").Option("missingkey=error").Parse("{{.x}}"))
	fmt.Println(t.Execute(os.Stdout, map[string]int{}))
	t2 := template.Must(template.New("m").Parse("{{.x}}\n"))
	t2.Execute(os.Stdout, map[string]int{})
	t2.Execute(os.Stdout, map[string]any{})
	fmt.Println()
	defer func() { fmt.Println(recover()) }()
	template.Must(template.New("bad").Parse("{{"))
}

// Output:
// parse: template: t:1: bad character U+007D '}'
// "Ann " template: t:1:12: executing "t" at <.Missing>: can't evaluate field Missing in type main.User
// "" template: t:1:11: executing "t" at <{{template "x" .}}>: template "x" not defined
// "[a][b][c]" <nil>
// "adult" <nil>
// "1" <nil>
// "hi bob from Ann" <nil>
// "" template: t:1:2: executing "t" at <.Greet>: wrong number of args for Greet: want 1 got 0
// "003" <nil>
// "0=a,1=b,2=c," <nil>
// "" template: t:1:2: executing "t" at <index .Tags 5>: error calling index: index out of range: 5
// "0" <nil>
// "3" <nil>
// "T:30" <nil>
// "x y z" <nil>
// "30 a\\'b a+b%26c" <nil>
// "<nil>" <nil>
// "" template: t:1:2: executing "t" at <nil>: nil is not a command
// "" template: t:1:8: executing "t" at <.Age>: range can't iterate over 30
// parse: template: t:1: unexpected {{end}}
// parse: template: t:1: missing value for if
// "" template: t:1:7: executing "t" at <.Name.Foo>: can't evaluate field Foo in type string
// "2" <nil>
// parse: template: t:1: undefined variable "$y"
// "0 3 true" <nil>
// "true true true" <nil>
// "" template: t:1:7: executing "t" at <.Greet>: wrong number of args for Greet: want 1 got 0
// "a1b2" <nil>
// parse: template: t:1: {{break}} outside {{range}}
// "a" <nil>
// "nn" <nil>
// "" template: t:1:7: executing "t" at <.Meta.a.b>: can't evaluate field b in type int
// "1 2ab3" <nil>
// "30\n" <nil>
// template: m:1:2: executing "m" at <.x>: map has no entry for key "x"
// <no value>
// <no value>
//
// template: bad:1: unclosed action
