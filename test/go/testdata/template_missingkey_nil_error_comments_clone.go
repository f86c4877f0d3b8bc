package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Cfg struct {
	Name  string
	Items map[string]int
	Err   error
	Nested struct{ Deep *struct{ V int } }
}

func (c Cfg) Method(a string, b int) string { return fmt.Sprint(a, b) }
func (c Cfg) Panics() string              { panic(errors.New("method panic")) }

func main() {
	run := func(name, src string, data any, opts ...string) {
		t := template.New(name).Funcs(template.FuncMap{"upper": strings.ToUpper, "fail": func() (string, error) { return "", errors.New("fail func") }})
		if len(opts) > 0 {
			t = t.Option(opts...)
		}
		t, err := t.Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			return
		}
		var sb strings.Builder
		err = t.Execute(&sb, data)
		fmt.Printf("%q %v\n", sb.String(), err)
	}
	c := Cfg{Name: "n", Items: map[string]int{"a": 1}}
	run("a", `{{ .Items.b }}`, c)
	run("b", `{{ .Items.b }}`, c, "missingkey=zero")
	run("c", `{{ .Items.b }}`, c, "missingkey=error")
	run("d", `{{ .x }}`, map[string]any{}, "missingkey=error")
	run("e", `{{ .x.y }}`, map[string]any{}, "missingkey=zero")
	run("f", `{{ .Nested.Deep.V }}`, c)
	run("g", `{{ .Method "a" 1 }} {{ .Method "b" }}`, c)
	run("h", `{{ .Panics }}`, c)
	run("i", `{{ fail }}`, c)
	run("j", `{{ upper .Name | printf "%s-%s" "x" }}`, c)
	run("k", `{{ .Err }}`, c)
	run("l", `{{ .Err.Error }}`, c)
	run("m", `{{ index .Items }}`, c)
	run("n", `{{ .Name.Missing }}`, c)
	run("o", `{{ len .Items | printf "%d" | upper }}`, c)
	run("p", "{{ .Name }}\n{{ .Missing }}", c)
	run("q", "line1\nline2 {{ .Name.X }}", c)
	run("r", "{{ if }}", c)
	run("s", "{{ range }}{{ end }}", c)
	run("t", "{{ .Name", c)
	run("u", "{{ \"unterminated }}", c)
	run("v", "{{ /* unclosed comment }}", c)
	run("w", "{{ 3 4 }}", c)
	run("x", "{{ .A.B.C.D }}", map[string]any{"A": map[string]any{"B": nil}})
	run("y", `{{ template "nested" . }}{{ define "nested" }}[{{ .Name | upper }}]{{ end }}`, c)
	run("z", `{{ block "b" .Name }}<{{ . }}>{{ end }}`, c)
	run("aa", `{{ printf "%v" .Nested }}`, c)
	run("bb", `{{ with $x := .Name }}{{ $x }}{{ $ | printf "%T" }}{{ end }}`, c)
	run("cc", `{{ range $i, $c := "abc" }}{{ $i }}{{ end }}`, c)
	run("dd", `{{ range $i := .Items }}{{ $i }}{{ end }}`, c)
	run("ee", `{{ else }}`, c)
	run("ff", `{{ end }}`, c)
	run("gg", `{{ define "x" }}{{ end }}{{ define "x" }}{{ end }}`, c)
	run("hh", `{{ .Name | .Method "z" }}`, c)
	run("ii", `{{ (1) }} {{ (.Name) }} {{ ("s") }}`, c)
	t := template.Must(template.New("root").Parse(`root:{{ template "child" . }}`))
	template.Must(t.New("child").Parse(`child={{ . }}`))
	clone := template.Must(t.Clone())
	template.Must(clone.New("child").Parse(`CLONED={{ . }}`))
	t.Execute(os.Stdout, 1)
	fmt.Println()
	clone.Execute(os.Stdout, 2)
	fmt.Println()
	err := t.ExecuteTemplate(os.Stdout, "child", 3)
	fmt.Println("", err)
}

// Output:
// "<no value>" <nil>
// "0" <nil>
// "" template: c:1:9: executing "c" at <.Items.b>: map has no entry for key "b"
// "" template: d:1:3: executing "d" at <.x>: map has no entry for key "x"
// "" template: e:1:5: executing "e" at <.x.y>: nil pointer evaluating interface {}.y
// "" template: f:1:10: executing "f" at <.Nested.Deep.V>: nil pointer evaluating *struct { V int }.V
// "a1 " template: g:1:23: executing "g" at <.Method>: wrong number of args for Method: want 2 got 1
// "" template: h:1:3: executing "h" at <.Panics>: error calling Panics: method panic
// "" template: i:1:3: executing "i" at <fail>: error calling fail: fail func
// "x-N" <nil>
// "<nil>" <nil>
// "" template: l:1:7: executing "l" at <.Err.Error>: nil pointer evaluating error.Error
// "map[a:1]" <nil>
// "" template: n:1:8: executing "n" at <.Name.Missing>: can't evaluate field Missing in type string
// "1" <nil>
// "n\n" template: p:2:3: executing "p" at <.Missing>: can't evaluate field Missing in type main.Cfg
// "line1\nline2 " template: q:2:14: executing "q" at <.Name.X>: can't evaluate field X in type string
// parse: template: r:1: missing value for if
// parse: template: s:1: missing value for range
// parse: template: t:1: unclosed action
// parse: template: u:1: unterminated quoted string
// parse: template: v:1: unexpected "/" in command
// "" template: w:1:3: executing "w" at <3>: can't give argument to non-function 3
// "" template: x:1:5: executing "x" at <.A.B.C.D>: nil pointer evaluating interface {}.C
// "[N]" <nil>
// "<n>" <nil>
// "{<nil>}" <nil>
// "nmain.Cfg" <nil>
// "" template: cc:1:19: executing "cc" at <"abc">: range can't iterate over abc
// "1" <nil>
// parse: template: ee:1: unexpected {{else}}
// parse: template: ff:1: unexpected {{end}}
// "" <nil>
// "" template: hh:1:19: executing "hh" at <"z">: wrong type for value; expected int; got string
// "1 n s" <nil>
// root:child=1
// root:CLONED=2
// child=3 <nil>
