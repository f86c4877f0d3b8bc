package main

import (
	"fmt"
	"strings"
	"text/template"
)

type P struct {
	Name string
	Kids []*P
	M    map[string]any
	I    any
	Ptr  *P
}

func (p *P) Title() string { return "Dr. " + p.Name }
func (p P) Val() string    { return "val " + p.Name }

func run(src string, data any, opts ...string) {
	t, err := template.New("t").Option(opts...).Parse(src)
	if err != nil {
		fmt.Println("parse:", err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, data)
	fmt.Printf("%-40q %q %v\n", src, sb.String(), err)
}

func main() {
	p := &P{Name: "A", Kids: []*P{{Name: "B"}, nil}, M: map[string]any{"k": nil, "n": 1}}
	run(`{{range 5}}{{.}}{{end}}`, nil)
	run(`{{range .Name}}{{.}}{{end}}`, p)
	run(`{{range .I}}{{.}}{{end}}`, p)
	run(`{{range $k, $v := .M}}{{$k}}:{{$v}} {{end}}`, p)
	run(`{{range .Kids}}{{.Name}} {{end}}`, p)
	run(`{{range .Kids}}{{.Title}} {{end}}`, p)
	run(`{{.Ptr.Name}}`, p)
	run(`{{.Ptr}}|{{.I}}|{{.M.k}}|{{.M.missing}}|{{.M.n.x}}`, p)
	run(`{{.M.missing}}`, p, "missingkey=zero")
	run(`{{.M.missing}}`, p, "missingkey=error")
	run(`{{.missing}}`, map[string]int{}, "missingkey=zero")
	run(`{{.missing}}`, map[string]int{}, "missingkey=default")
	run(`{{.Val}} {{.Title}}`, *p)
	run(`{{.Val}} {{.Title}}`, p)
	run(`{{template "x"}}`, nil)
	run(`{{define "r"}}{{template "r" .}}{{end}}{{template "r" .}}`, 1)
	run(`{{index .Kids 5}}`, p)
	run(`{{index .Kids -1}}`, p)
	run(`{{index .M 1}}`, p)
	run(`{{index nil 1}}`, p)
	run(`{{index .Name "a"}}`, p)
	run(`{{len .I}}`, p)
	run(`{{len .M.k}}`, p)
	run(`{{len .M.missing}}`, p)
	run(`{{.Name 1}}`, p)
	run(`{{$x := .Name}}{{$x.Foo}}`, p)
	run(`{{range $i, $e := .Kids}}{{$i}}{{end}}{{$i}}`, p)
	run(`{{if}}{{end}}`, p)
	run(`{{html .Name "<b>" 3}} {{js "<x>\n"}} {{urlquery "é &"}}`, p)
	run(`{{not nil}} {{and}} `, p)
	run(`{{eq}}`, p)
	run(`{{eq .Kids .Kids}}`, p)
	run(`{{eq .I nil}} {{ne .Ptr nil}}`, p)
	run(`{{lt "a" "b"}} {{le 2 2}} {{gt 1.5 1.2}} {{ge 3 'a'}} {{lt 1 -2}} {{lt -1 2}}`, p)
	run(`{{lt .Kids 1}}`, p)
	run(`{{print 1 2}} {{print "a" "b"}} {{print 1 "a" 2}}`, p)
	run(`{{len "héllo"}} {{slice "héllo" 1 3}} {{index "héllo" 1}}`, p)
	run(`{{with $x := 3}}{{$x}}{{end}} {{$}}`, 7)
	run(`{{range $i, $v := .}}{{if $i}},{{end}}{{$v}}{{else}}empty{{end}}`, []string{})
	run(`{{range $i, $v := .}}{{if $i}},{{end}}{{$v}}{{end}}`, [3]string{"a", "b"})
	run(`{{range .}}{{continue}}x{{end}}`, []int{1})
}

// Output:
// "{{range 5}}{{.}}{{end}}"                "" template: t:1:8: executing "t" at <5>: range can't iterate over 5
// "{{range .Name}}{{.}}{{end}}"            "" template: t:1:8: executing "t" at <.Name>: range can't iterate over A
// "{{range .I}}{{.}}{{end}}"               "" <nil>
// "{{range $k, $v := .M}}{{$k}}:{{$v}} {{end}}" "k:<no value> n:1 " <nil>
// "{{range .Kids}}{{.Name}} {{end}}"       "B " template: t:1:17: executing "t" at <.Name>: nil pointer evaluating *main.P.Name
// "{{range .Kids}}{{.Title}} {{end}}"      "Dr. B " template: t:1:17: executing "t" at <.Title>: error calling Title: runtime error: invalid memory address or nil pointer dereference
// "{{.Ptr.Name}}"                          "" template: t:1:6: executing "t" at <.Ptr.Name>: nil pointer evaluating *main.P.Name
// "{{.Ptr}}|{{.I}}|{{.M.k}}|{{.M.missing}}|{{.M.n.x}}" "<nil>|<no value>|<no value>|<no value>|" template: t:1:44: executing "t" at <.M.n.x>: can't evaluate field x in type interface {}
// "{{.M.missing}}"                         "<no value>" <nil>
// "{{.M.missing}}"                         "" template: t:1:4: executing "t" at <.M.missing>: map has no entry for key "missing"
// "{{.missing}}"                           "0" <nil>
// "{{.missing}}"                           "<no value>" <nil>
// "{{.Val}} {{.Title}}"                    "val A " template: t:1:11: executing "t" at <.Title>: can't evaluate field Title in type main.P
// "{{.Val}} {{.Title}}"                    "val A Dr. A" <nil>
// "{{template \"x\"}}"                     "" template: t:1:11: executing "t" at <{{template "x"}}>: template "x" not defined
// "{{define \"r\"}}{{template \"r\" .}}{{end}}{{template \"r\" .}}" "" template: t:1:25: executing "r" at <{{template "r" .}}>: exceeded maximum template depth (100000)
// "{{index .Kids 5}}"                      "" template: t:1:2: executing "t" at <index .Kids 5>: error calling index: index out of range: 5
// "{{index .Kids -1}}"                     "" template: t:1:2: executing "t" at <index .Kids -1>: error calling index: index out of range: -1
// "{{index .M 1}}"                         "" template: t:1:2: executing "t" at <index .M 1>: error calling index: value has type int; should be string
// "{{index nil 1}}"                        "" template: t:1:2: executing "t" at <index nil 1>: error calling index: index of untyped nil
// "{{index .Name \"a\"}}"                  "" template: t:1:2: executing "t" at <index .Name "a">: error calling index: cannot index slice/array with type string
// "{{len .I}}"                             "" template: t:1:2: executing "t" at <len .I>: error calling len: len of nil pointer
// "{{len .M.k}}"                           "" template: t:1:2: executing "t" at <len .M.k>: error calling len: len of nil pointer
// "{{len .M.missing}}"                     "" template: t:1:2: executing "t" at <len .M.missing>: error calling len: reflect: call of reflect.Value.Type on zero Value
// "{{.Name 1}}"                            "" template: t:1:2: executing "t" at <.Name>: Name has arguments but cannot be invoked as function
// "{{$x := .Name}}{{$x.Foo}}"              "" template: t:1:19: executing "t" at <$x.Foo>: can't evaluate field Foo in type string
// parse: template: t:1: undefined variable "$i"
// parse: template: t:1: missing value for if
// "{{html .Name \"<b>\" 3}} {{js \"<x>\\n\"}} {{urlquery \"é &\"}}" "A&lt;b&gt;3 \\u003Cx\\u003E\\u000A %C3%A9+%26" <nil>
// "{{not nil}} {{and}} "                   "true " template: t:1:14: executing "t" at <and>: wrong number of args for and: want at least 1 got 0
// "{{eq}}"                                 "" template: t:1:2: executing "t" at <eq>: wrong number of args for eq: want at least 1 got 0
// "{{eq .Kids .Kids}}"                     "" template: t:1:2: executing "t" at <eq .Kids .Kids>: error calling eq: non-comparable type [%!s(*main.P=&{B [] map[] <nil> <nil>}) %!s(*main.P=<nil>)]: []*main.P
// "{{eq .I nil}} {{ne .Ptr nil}}"          "true false" <nil>
// "{{lt \"a\" \"b\"}} {{le 2 2}} {{gt 1.5 1.2}} {{ge 3 'a'}} {{lt 1 -2}} {{lt -1 2}}" "true true true false false true" <nil>
// "{{lt .Kids 1}}"                         "" template: t:1:2: executing "t" at <lt .Kids 1>: error calling lt: invalid type for comparison
// "{{print 1 2}} {{print \"a\" \"b\"}} {{print 1 \"a\" 2}}" "1 2 ab 1a2" <nil>
// "{{len \"héllo\"}} {{slice \"héllo\" 1 3}} {{index \"héllo\" 1}}" "6 é 195" <nil>
// "{{with $x := 3}}{{$x}}{{end}} {{$}}"    "3 7" <nil>
// "{{range $i, $v := .}}{{if $i}},{{end}}{{$v}}{{else}}empty{{end}}" "empty" <nil>
// "{{range $i, $v := .}}{{if $i}},{{end}}{{$v}}{{end}}" "a,b," <nil>
// "{{range .}}{{continue}}x{{end}}"        "" <nil>
