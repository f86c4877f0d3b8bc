package main

import (
	"fmt"
	"strings"
	"text/template"
)

type T struct {
	M   map[string]any
	U   uint
	I   int
	N   *T
	Arr [2]int
}

func (t *T) PM() string { return "pm" }
func (t T) VM() string  { return "vm" }

func run(src string, data any) {
	t, err := template.New("t").Parse(src)
	if err != nil {
		fmt.Printf("%-40q parse: %v\n", src, err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, data)
	fmt.Printf("%-40q %q %v\n", src, sb.String(), err)
}

func main() {
	d := T{M: map[string]any{"a": map[string]any{"b": nil, "c": map[string]int{"x": 1}}, "s": []any{1, "two"}}, U: 3, I: -3}
	run(`{{.M.a.b}}|{{.M.a.c.x}}|{{.M.a.zz}}`, d)
	run(`{{.M.a.b.c}}`, d)
	run(`{{.M.a.zz.c}}`, d)
	run(`{{.M.nope.x}}`, d)
	run(`{{index .M "a" "c" "x"}} {{index .M "s" 1}}`, d)
	run(`{{index .M "a" "zz" "q"}}`, d)
	run(`{{.PM}} {{.VM}}`, d)
	run(`{{.PM}} {{.VM}}`, &d)
	run(`{{.N.PM}}`, d)
	run(`{{.N.VM}}`, d)
	run(`{{.N.I}}`, d)
	run(`{{eq .U 3}} {{eq .I -3}} {{lt .I .U}} {{eq .U .I}}`, d)
	run(`{{html .I "<" .M.s}} {{js "é\u00a0<>&'=\""}} {{urlquery 1 "a b" nil}}`, d)
	run(`{{slice .Arr 1}}`, d)
	run(`{{slice .Arr 1}}`, &d)
	run(`{{index .Arr 2}}`, d)
	run(`{{index .Arr 1}} {{len .Arr}}`, d)
	run(`{{printf "%v|%+v" .Arr .N}}`, d)
	run(`{{with .N}}has{{else}}nil{{end}} {{if .M.a.b}}t{{else}}f{{end}} {{if .Arr}}arr{{end}}`, d)
	run(`{{range .M.s}}{{printf "%T " .}}{{end}}`, d)
	run(`{{.M.s.x}}`, d)
	run(`{{$m := .M}}{{$m.a.c.x}} {{$.U}}`, d)
	run(`{{(index .M "a").c.x}}`, d)
	run(`{{call .PM}}`, &d)
	run(`{{.}}`, map[string]any{"k": []byte("hi")})
	run(`{{.k}}`, map[string]any{"k": []byte("hi")})
	run(`{{printf "%s" .k}} {{.k | printf "%x"}}`, map[string]any{"k": []byte("hi")})
	run(`{{.Error}}`, fmt.Errorf("boom"))
	run(`{{.}}`, fmt.Errorf("boom"))
}

// Output:
// "{{.M.a.b}}|{{.M.a.c.x}}|{{.M.a.zz}}"    "<no value>|1|<no value>" <nil>
// "{{.M.a.b.c}}"                           "" template: t:1:4: executing "t" at <.M.a.b.c>: nil pointer evaluating interface {}.c
// "{{.M.a.zz.c}}"                          "<no value>" <nil>
// "{{.M.nope.x}}"                          "<no value>" <nil>
// "{{index .M \"a\" \"c\" \"x\"}} {{index .M \"s\" 1}}" "1 two" <nil>
// "{{index .M \"a\" \"zz\" \"q\"}}"        "" template: t:1:2: executing "t" at <index .M "a" "zz" "q">: error calling index: index of nil pointer
// "{{.PM}} {{.VM}}"                        "" template: t:1:2: executing "t" at <.PM>: can't evaluate field PM in type main.T
// "{{.PM}} {{.VM}}"                        "pm vm" <nil>
// "{{.N.PM}}"                              "pm" <nil>
// "{{.N.VM}}"                              "" template: t:1:4: executing "t" at <.N.VM>: error calling VM: value method main.T.VM called using nil *T pointer
// "{{.N.I}}"                               "" template: t:1:4: executing "t" at <.N.I>: nil pointer evaluating *main.T.I
// "{{eq .U 3}} {{eq .I -3}} {{lt .I .U}} {{eq .U .I}}" "true true true false" <nil>
// "{{html .I \"<\" .M.s}} {{js \"é\\u00a0<>&'=\\\"\"}} {{urlquery 1 \"a b\" nil}}" "-3&lt;[1 two] é\\u00A0\\u003C\\u003E\\u0026\\'\\u003D\\\" 1a+b%3Cno+value%3E" <nil>
// "{{slice .Arr 1}}"                       "" template: t:1:2: executing "t" at <slice .Arr 1>: error calling slice: reflect.Value.Slice: slice of unaddressable array
// "{{slice .Arr 1}}"                       "[0]" <nil>
// "{{index .Arr 2}}"                       "" template: t:1:2: executing "t" at <index .Arr 2>: error calling index: reflect: array index out of range
// "{{index .Arr 1}} {{len .Arr}}"          "0 2" <nil>
// "{{printf \"%v|%+v\" .Arr .N}}"          "[0 0]|<nil>" <nil>
// "{{with .N}}has{{else}}nil{{end}} {{if .M.a.b}}t{{else}}f{{end}} {{if .Arr}}arr{{end}}" "nil f arr" <nil>
// "{{range .M.s}}{{printf \"%T \" .}}{{end}}" "int string " <nil>
// "{{.M.s.x}}"                             "" template: t:1:4: executing "t" at <.M.s.x>: can't evaluate field x in type interface {}
// "{{$m := .M}}{{$m.a.c.x}} {{$.U}}"       "1 3" <nil>
// "{{(index .M \"a\").c.x}}"               "1" <nil>
// "{{call .PM}}"                           "" template: t:1:2: executing "t" at <call .PM>: error calling call: non-function .PM of type string
// "{{.}}"                                  "map[k:[104 105]]" <nil>
// "{{.k}}"                                 "[104 105]" <nil>
// "{{printf \"%s\" .k}} {{.k | printf \"%x\"}}" "hi 6869" <nil>
// "{{.Error}}"                             "boom" <nil>
// "{{.}}"                                  "boom" <nil>
