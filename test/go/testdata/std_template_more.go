package main

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type User struct {
	Name   string
	Age    int
	Admin  bool
	Emails []string
	Meta   map[string]string
	Boss   *User
}

func (u User) Greeting(prefix string) string { return prefix + ", " + u.Name }
func (u *User) Initial() string               { return u.Name[:1] }
func (u User) Err() (string, error)           { return "", fmt.Errorf("boom for %s", u.Name) }

const tpl = `{{/* a comment */ -}}
{{define "email"}}<{{.}}>{{end -}}
User: {{.Name}} ({{.Age}}){{if .Admin}} [admin]{{end}}
{{- with .Boss}}
Boss: {{.Name}}, initial {{.Initial}}
{{- else}}
No boss
{{- end}}
Emails:{{range $i, $e := .Emails}}
  {{$i}}: {{template "email" $e}}{{end}}
Meta:{{range $k, $v := .Meta}} {{$k}}={{$v}}{{end}}
{{.Greeting "Hello"}} | {{printf "%05d" .Age}} | {{len .Emails}} | {{index .Emails 1}} | {{index .Meta "team"}}
{{$n := len .Name}}{{if gt $n 3}}long{{else if eq $n 3}}three{{else}}short{{end}} name
{{range .Emails}}{{if eq . "b@x.io"}}{{break}}{{end}}[{{.}}]{{end}}
{{range 3}}{{.}}{{end}} {{"quoted" | printf "%q"}} {{.Name | upper | printf "%s!"}}
{{.Missing}}
`

func main() {
	t := template.Must(template.New("user").Funcs(template.FuncMap{"upper": strings.ToUpper}).Parse(tpl))
	boss := &User{Name: "Zed"}
	u := User{Name: "Ann", Age: 42, Admin: true, Emails: []string{"a@x.io", "b@x.io", "c@x.io"}, Meta: map[string]string{"team": "core", "loc": "eu"}, Boss: boss}
	err := t.Execute(os.Stdout, u)
	fmt.Println("\nerr:", err)
	u.Boss = nil
	t2 := template.Must(template.New("x").Parse("{{with .Boss}}has{{else}}none{{end}} {{.Err}}"))
	err = t2.Execute(os.Stdout, u)
	fmt.Println("\nerr:", err)
	err = t2.ExecuteTemplate(os.Stdout, "nope", u)
	fmt.Println(err)
	_, err = template.New("bad").Parse("{{if .X}}unterminated")
	fmt.Println(err)
	_, err = template.New("bad2").Parse("{{nofunc 1}}")
	fmt.Println(err)
	_, err = template.New("bad3").Parse("{{end}}")
	fmt.Println(err)
	m := map[string]any{"items": []int{1, 2}, "title": "T"}
	template.Must(template.New("m").Parse("{{.title}}:{{range .items}} {{.}}{{end}} {{.none}}\n")).Execute(os.Stdout, m)
}

// Output:
// User: Ann (42) [admin]
// Boss: Zed, initial Z
// Emails:
//   0: <a@x.io>
//   1: <b@x.io>
//   2: <c@x.io>
// Meta: loc=eu team=core
// Hello, Ann | 00042 | 3 | b@x.io | core
// three name
// [a@x.io]
//
// err: template: user:15:8: executing "user" at <3>: range can't iterate over 3
// none 
// err: template: x:1:39: executing "x" at <.Err>: error calling Err: boom for Ann
// template: no template "nope" associated with template "x"
// template: bad:1: unexpected EOF
// template: bad2:1: function "nofunc" not defined
// template: bad3:1: unexpected {{end}}
// T: 1 2 <no value>
