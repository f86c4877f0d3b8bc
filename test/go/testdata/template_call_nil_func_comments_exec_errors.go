package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Inv struct {
	Items map[int]string
	Owner *Person
	Ch    chan int
	Fn    func(int) int
	Nilfn func() string
	Any   any
}
type Person struct{ Name string }

func (p *Person) Hello(greet string, n int) string { return strings.Repeat(greet, n) + p.Name }
func (p Person) Err() (string, error)             { return "", errors.New("person err") }

func run(name, src string, data any) {
	t, err := template.New(name).Funcs(template.FuncMap{"fail": func() (int, error) { return 0, errors.New("failed!") }, "add": func(a, b int) int { return a + b }}).Parse(src)
	if err != nil {
		fmt.Println("parse:", err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, data)
	fmt.Printf("%q", sb.String())
	if err != nil {
		fmt.Print(" ERR: ", err)
	}
	fmt.Println()
}

func main() {
	ch := make(chan int, 3)
	ch <- 1
	ch <- 2
	close(ch)
	inv := Inv{Items: map[int]string{3: "c", 1: "a", 2: "b"}, Owner: &Person{"Zed"}, Ch: ch, Fn: func(i int) int { return i * 2 }}
	run("a", `{{range $k, $v := .Items}}{{$k}}={{$v}} {{end}}`, inv)
	run("b", `{{.Owner.Hello "hi" 2}} {{call .Fn 21}} {{range .Ch}}<{{.}}>{{end}}`, inv)
	run("c", `{{call .Nilfn}}`, inv)
	run("d", `{{.Owner.Err}}`, inv)
	run("e", `{{fail}}`, inv)
	run("f", `{{add 1}}`, inv)
	run("g", `{{add 1 "x"}}`, inv)
	run("h", `{{index .Items "x"}}`, inv)
	run("i", `{{index .Items 9}}|{{.Any}}|{{.Any.X}}`, inv)
	run("j", `{{$x := 1}}{{range .Items}}{{$x = add $x 1}}{{end}}{{$x}}`, inv)
	run("k", `{{with $p := .Owner}}{{$p.Name}}{{else with .Any}}any{{else}}none{{end}}`, inv)
	run("l", `{{- 3 -}} {{-3}} {{ -3 }}`, nil)
	run("m", `{{/* c */}}x{{- /* c2 */ -}} y`, nil)
	run("n", `{{/* c */ .}}`, nil)
	run("o", `{{.}} {{printf "%T" .}}`, nil)
	run("p", `{{.Name}}`, nil)
	run("q", `{{.Name}}`, (*Person)(nil))
	run("r", `{{template "x" .}}{{define "x"}}[{{.}}]{{end}}`, 5)
	run("s", `{{len .Items}} {{len .Owner}}`, inv)
	run("t", `{{and 0 (fail)}} {{or 1 (fail)}} {{and 1 (fail)}}`, nil)
	run("u", `{{if eq .Items nil}}x{{end}}`, inv)
	run("v", `{{eq 1 "1"}}`, nil)
	run("w", `{{lt 1 2.5}}`, nil)
	run("x", `{{eq .Owner .Owner}}`, inv)
	run("y", `{{range $i, $c := "héllo"}}{{$i}}{{$c}} {{end}}`, nil)
	run("z", `{{range 2.5}}{{end}}`, nil)
	run("A", `{{slice "hello" 1}} {{slice "hello" 1 9}}`, nil)
	run("B", `{{index "abc" 1}} {{index .}}`, []int{1})
	run("C", `{{printf "%d %s" 1}}`, nil)
	run("D", `{{print nil}} {{nil}}`, nil)
	run("E", `{{.Owner.Name.X}}`, inv)
	run("F", `{{$.Owner.Name | printf "%s!" | len}}`, inv)
	t := template.Must(template.New("root").Parse(`{{define "a"}}A{{end}}{{define "b"}}B{{template "a"}}{{end}}`))
	err := t.ExecuteTemplate(os.Stdout, "nope", nil)
	fmt.Println(err)
	t.ExecuteTemplate(os.Stdout, "b", nil)
	fmt.Println()
	err = template.New("empty").Execute(os.Stdout, nil)
	fmt.Println(err)
	t2 := template.Must(template.New("d").Delims("<<", ">>").Parse("<<.>> {{.}}\n"))
	t2.Execute(os.Stdout, 7)
	_, err = template.New("bad").Parse("{{/* unterminated")
	fmt.Println(err)
	_, err = template.New("bad").Parse("{{/* a */x}}")
	fmt.Println(err)
	_, err = template.New("bad").Parse("{{range .}}{{else}}{{else}}{{end}}")
	fmt.Println(err)
	_, err = template.New("bad").Parse("{{with .}}{{else if .}}{{end}}")
	fmt.Println(err)
	_, err = template.New("bad").Parse("{{define \"x\"}}{{end}}{{define 3}}{{end}}")
	fmt.Println(err)
	defer func() { fmt.Println("recovered:", recover()) }()
	template.New("f").Funcs(template.FuncMap{"bad": func() (int, int) { return 1, 2 }})
}

// Output:
// "1=a 2=b 3=c "
// "hihiZed 42 <1><2>"
// "" ERR: template: c:1:2: executing "c" at <call .Nilfn>: error calling call: reflect.Value.Call: call of nil function
// "" ERR: template: d:1:8: executing "d" at <.Owner.Err>: error calling Err: person err
// "" ERR: template: e:1:2: executing "e" at <fail>: error calling fail: failed!
// "" ERR: template: f:1:2: executing "f" at <add>: wrong number of args for add: want 2 got 1
// "" ERR: template: g:1:8: executing "g" at <"x">: expected integer; found "x"
// "" ERR: template: h:1:2: executing "h" at <index .Items "x">: error calling index: value has type string; should be int
// "|<no value>|" ERR: template: i:1:34: executing "i" at <.Any.X>: nil pointer evaluating interface {}.X
// "4"
// "Zed"
// "3-3 -3"
// "xy"
// parse: template: n:1: comment ends before closing delimiter
// "<no value> <nil>"
// "<no value>"
// "" ERR: template: q:1:2: executing "q" at <.Name>: nil pointer evaluating *main.Person.Name
// "[5]"
// "3 " ERR: template: s:1:17: executing "s" at <len .Owner>: error calling len: len of type main.Person
// "0 1 " ERR: template: t:1:42: executing "t" at <fail>: error calling fail: failed!
// ""
// "" ERR: template: v:1:2: executing "v" at <eq 1 "1">: error calling eq: incompatible types for comparison
// "" ERR: template: w:1:2: executing "w" at <lt 1 2.5>: error calling lt: incompatible types for comparison
// "true"
// "" ERR: template: y:1:18: executing "y" at <"héllo">: range can't iterate over héllo
// "" ERR: template: z:1:8: executing "z" at <2.5>: range can't iterate over 2.5
// "ello " ERR: template: A:1:22: executing "A" at <slice "hello" 1 9>: error calling slice: index out of range: 9
// "98 [1]"
// "1 %!s(MISSING)"
// "<nil> " ERR: template: D:1:16: executing "D" at <nil>: nil is not a command
// "" ERR: template: E:1:8: executing "E" at <.Owner.Name.X>: can't evaluate field X in type string
// "4"
// template: no template "nope" associated with template "root"
// BA
// template: empty: "empty" is an incomplete or empty template
// 7 {{.}}
// template: bad:1: unclosed comment
// template: bad:1: comment ends before closing delimiter
// template: bad:1: expected end; found {{else}}
// template: bad:1: unexpected <if> in input
// template: bad:1: unexpected "3" in define clause
// recovered: invalid function signature for bad: second return value should be error; is int
