package main

import (
	"errors"
	"fmt"
	"strings"
	"text/template"
)

type Inner struct{ V int }

func (i *Inner) PtrM() string { return "ptrm" }
func (i Inner) ValM() string  { return "valm" }

type D struct {
	S     []string
	M     map[string]any
	P     *Inner
	NilP  *Inner
	I     any
	F     func(int) int
	E     error
	Inner Inner
	U     uint8
	B     []byte
	Arr   [2]int
	PA    *[3]int
	Ch    chan int
	V     func(...int) int
	G     func(int8) int8
	H     func(*int) bool
}

func (d D) Mul(n int) int             { return n * 2 }
func (d D) MulU(n uint) uint          { return n * 2 }
func (d D) MulF(f float32) float32    { return f * 2 }
func (d D) MulC(c complex128) complex128 { return c * 2 }

func (d D) Err() error               { return errors.New("method err") }
func (d D) Two() (int, error)        { return 2, nil }
func (d D) Three() (int, int, error) { return 0, 0, nil }
func (d D) Bad() (int, int)          { return 0, 0 }
func (d D) None()                    {}

func main() {
	d := D{S: []string{"a", "b"}, M: map[string]any{"k": 1, "n": nil, "m": map[string]int{"x": 1}}, P: &Inner{5}, I: Inner{7}, F: func(x int) int { return x * 2 }, E: errors.New("e"), U: 200, B: []byte("hi"), PA: &[3]int{1, 2, 3}, Ch: make(chan int, 4),
		V: func(xs ...int) int { return len(xs) }, G: func(x int8) int8 { return x }, H: func(p *int) bool { return p == nil }}
	d.Ch <- 1
	srcs := []string{
		`{{ .S }}`, `{{ .M }}`, `{{ .P }}`, `{{ .NilP }}`, `{{ .I }}`, `{{ .E }}`, `{{ .Inner }}`, `{{ .U }}`, `{{ .B }}`, `{{ .Arr }}`,
		`{{ .P.V }}`, `{{ .NilP.V }}`, `{{ .P.PtrM }}`, `{{ .Inner.PtrM }}`, `{{ .I.V }}`, `{{ .I.PtrM }}`, `{{ .I.ValM }}`,
		`{{ .M.k }}`, `{{ .M.n }}`, `{{ .M.missing }}`, `{{ .M.m.x }}`, `{{ .M.n.x }}`, `{{ .M.k.x }}`,
		`{{ .F }}`, `{{ call .F 3 }}`, `{{ call .F "x" }}`, `{{ call .F }}`, `{{ call .NilP }}`, `{{ call nil }}`,
		`{{ .Err }}`, `{{ .Two }}`, `{{ .Three }}`, `{{ .Bad }}`, `{{ .None }}`, `{{ .Two 1 }}`,
		`{{ index .M "k" }}`, `{{ index .S 1 }}`, `{{ index .S -1 }}`, `{{ index .Arr 1 }}`, `{{ index .M 1 }}`, `{{ index .B 0 }}`, `{{ index nil 1 }}`, `{{ index .S }}`,
		`{{ len .M }}`, `{{ len .NilP }}`, `{{ len nil }}`, `{{ slice .S 1 }}`, `{{ slice .S 3 }}`, `{{ slice .Arr 0 1 }}`, `{{ slice .B 1 }}`,
		`{{ printf "%v %T" .U .U }}`, `{{ printf "%d" }}`, `{{ printf }}`, `{{ print nil }}`, `{{ println }}`, `{{ html .S }}`, `{{ js "<\u2028>" }}`, `{{ urlquery "a/b c" 1 }}`,
		`{{ and }}`, `{{ or }}`, `{{ not }}`, `{{ not 1 2 }}`, `{{ and 1 .NilP.V }}`, `{{ or 0 .NilP.V }}`, `{{ and .S .M }}`, `{{ or "" nil }}`,
		`{{ if .NilP }}y{{ else }}n{{ end }}`, `{{ if .S }}y{{ end }}`, `{{ if .M.n }}y{{ else }}n{{ end }}`, `{{ if .E }}y{{ end }}`,
		`{{ with .P }}{{ .V }}{{ end }}`, `{{ range .M }}{{ . }},{{ end }}`, `{{ range $k, $v := .M }}{{ $k }}{{ end }}`, `{{ range .NilP }}{{ end }}`,
		`{{ .S | len }}`, `{{ .S | index 0 }}`, `{{ "x" | printf "%s-%s" "y" }}`, `{{ 3 | .F }}`, `{{ .Inner.V | printf "%03d" }}`,
		`{{ 1.0 }}`, `{{ 1e2 }}`, `{{ 0x10 }}`, `{{ 'x' }}`, `{{ 1i }}`, `{{ -0 }}`, `{{ 99999999999999999999 }}`, `{{ 1_000 }}`, `{{ .5 }}`,
		`{{ true }}`, `{{ "a\tb" }}`, "{{ `raw` }}", `{{ printf "%q" "é" }}`,
		`{{ $.S }}`, `{{ and 0 .NilP.V }}`, `{{ or 1 .NilP.V }}`, `{{ slice .PA 1 }}`, `{{ slice .PA 0 1 2 }}`, `{{ slice .Arr 0 1 2 }}`,
		`{{ js "a\x01b\n\u00ad=" }}`, `{{ len .Ch }}`, `{{ .Ch }}`, `{{ 18446744073709551615 }}`, `{{ 1e2 | printf "%T" }}`, `{{ 0x10 | printf "%T" }}`,
		`{{ 'a' | printf "%T" }}`, `{{ .Mul 1e2 }}`, `{{ .Mul 2.5 }}`, `{{ .MulU -1 }}`, `{{ .MulF 3 }}`, `{{ .MulC 2i }}`, `{{ .MulC 3 }}`, `{{ call .V 1 2 3 }}`, `{{ call .V }}`, `{{ call .V "a" }}`,
		`{{ call .F 1.0 }}`, `{{ call .G 7 }}`, `{{ call .G nil }}`, `{{ call .H nil }}`, `{{ -0 | printf "%v" }}`, `{{ 1_0.5 }}`, `{{ 0b11 }}`, `{{ 0o17 }}`, `{{ 017 }}`, `{{ 0x1p-2 }}`, `{{ .S.x }}`, `{{ .Inner.Missing }}`, `{{ .I.Missing }}`, `{{ .E.Error }}`,
	}
	for _, src := range srcs {
		t, err := template.New("p").Parse(src)
		if err != nil {
			fmt.Println(src, "PARSE", err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, d)
		fmt.Printf("%s => %q %v\n", src, sb.String(), err)
	}
}

// Output:
// {{ .S }} => "[a b]" <nil>
// {{ .M }} => "map[k:1 m:map[x:1] n:<nil>]" <nil>
// {{ .P }} => "{5}" <nil>
// {{ .NilP }} => "<nil>" <nil>
// {{ .I }} => "{7}" <nil>
// {{ .E }} => "e" <nil>
// {{ .Inner }} => "{0}" <nil>
// {{ .U }} => "200" <nil>
// {{ .B }} => "[104 105]" <nil>
// {{ .Arr }} => "[0 0]" <nil>
// {{ .P.V }} => "5" <nil>
// {{ .NilP.V }} => "" template: p:1:8: executing "p" at <.NilP.V>: nil pointer evaluating *main.Inner.V
// {{ .P.PtrM }} => "ptrm" <nil>
// {{ .Inner.PtrM }} => "" template: p:1:9: executing "p" at <.Inner.PtrM>: can't evaluate field PtrM in type main.Inner
// {{ .I.V }} => "7" <nil>
// {{ .I.PtrM }} => "" template: p:1:5: executing "p" at <.I.PtrM>: can't evaluate field PtrM in type interface {}
// {{ .I.ValM }} => "valm" <nil>
// {{ .M.k }} => "1" <nil>
// {{ .M.n }} => "<no value>" <nil>
// {{ .M.missing }} => "<no value>" <nil>
// {{ .M.m.x }} => "1" <nil>
// {{ .M.n.x }} => "" template: p:1:5: executing "p" at <.M.n.x>: nil pointer evaluating interface {}.x
// {{ .M.k.x }} => "" template: p:1:5: executing "p" at <.M.k.x>: can't evaluate field x in type interface {}
// {{ .F }} => "" template: p:1:3: executing "p" at <{{.F}}>: can't print {{.F}} of type func(int) int
// {{ call .F 3 }} => "6" <nil>
// {{ call .F "x" }} => "" template: p:1:3: executing "p" at <call .F "x">: error calling call: arg 0: value has type string; should be int
// {{ call .F }} => "" template: p:1:3: executing "p" at <call .F>: error calling call: wrong number of args for .F: got 0 want 1
// {{ call .NilP }} => "" template: p:1:3: executing "p" at <call .NilP>: error calling call: non-function .NilP of type *main.Inner
// {{ call nil }} => "" template: p:1:3: executing "p" at <call nil>: error calling call: call of nil
// {{ .Err }} => "method err" <nil>
// {{ .Two }} => "2" <nil>
// {{ .Three }} => "" template: p:1:3: executing "p" at <.Three>: function Three has 3 return values; should be 1 or 2
// {{ .Bad }} => "" template: p:1:3: executing "p" at <.Bad>: invalid function signature for Bad: second return value should be error; is int
// {{ .None }} => "" template: p:1:3: executing "p" at <.None>: function None has 0 return values; should be 1 or 2
// {{ .Two 1 }} => "" template: p:1:3: executing "p" at <.Two>: wrong number of args for Two: want 0 got 1
// {{ index .M "k" }} => "1" <nil>
// {{ index .S 1 }} => "b" <nil>
// {{ index .S -1 }} => "" template: p:1:3: executing "p" at <index .S -1>: error calling index: index out of range: -1
// {{ index .Arr 1 }} => "0" <nil>
// {{ index .M 1 }} => "" template: p:1:3: executing "p" at <index .M 1>: error calling index: value has type int; should be string
// {{ index .B 0 }} => "104" <nil>
// {{ index nil 1 }} => "" template: p:1:3: executing "p" at <index nil 1>: error calling index: index of untyped nil
// {{ index .S }} => "[a b]" <nil>
// {{ len .M }} => "3" <nil>
// {{ len .NilP }} => "" template: p:1:3: executing "p" at <len .NilP>: error calling len: len of nil pointer
// {{ len nil }} => "" template: p:1:3: executing "p" at <len nil>: error calling len: reflect: call of reflect.Value.Type on zero Value
// {{ slice .S 1 }} => "[b]" <nil>
// {{ slice .S 3 }} => "" template: p:1:3: executing "p" at <slice .S 3>: error calling slice: index out of range: 3
// {{ slice .Arr 0 1 }} => "" template: p:1:3: executing "p" at <slice .Arr 0 1>: error calling slice: reflect.Value.Slice: slice of unaddressable array
// {{ slice .B 1 }} => "[105]" <nil>
// {{ printf "%v %T" .U .U }} => "200 uint8" <nil>
// {{ printf "%d" }} => "%!d(MISSING)" <nil>
// {{ printf }} => "" template: p:1:3: executing "p" at <printf>: wrong number of args for printf: want at least 1 got 0
// {{ print nil }} => "<nil>" <nil>
// {{ println }} => "\n" <nil>
// {{ html .S }} => "[a b]" <nil>
// {{ js "<\u2028>" }} => "\\u003C\\u2028\\u003E" <nil>
// {{ urlquery "a/b c" 1 }} => "a%2Fb+c1" <nil>
// {{ and }} => "" template: p:1:3: executing "p" at <and>: wrong number of args for and: want at least 1 got 0
// {{ or }} => "" template: p:1:3: executing "p" at <or>: wrong number of args for or: want at least 1 got 0
// {{ not }} => "" template: p:1:3: executing "p" at <not>: wrong number of args for not: want 1 got 0
// {{ not 1 2 }} => "" template: p:1:3: executing "p" at <not>: wrong number of args for not: want 1 got 2
// {{ and 1 .NilP.V }} => "" template: p:1:14: executing "p" at <.NilP.V>: nil pointer evaluating *main.Inner.V
// {{ or 0 .NilP.V }} => "" template: p:1:13: executing "p" at <.NilP.V>: nil pointer evaluating *main.Inner.V
// {{ and .S .M }} => "map[k:1 m:map[x:1] n:<nil>]" <nil>
// {{ or "" nil }} => "<no value>" <nil>
// {{ if .NilP }}y{{ else }}n{{ end }} => "n" <nil>
// {{ if .S }}y{{ end }} => "y" <nil>
// {{ if .M.n }}y{{ else }}n{{ end }} => "n" <nil>
// {{ if .E }}y{{ end }} => "y" <nil>
// {{ with .P }}{{ .V }}{{ end }} => "5" <nil>
// {{ range .M }}{{ . }},{{ end }} => "1,map[x:1],<no value>," <nil>
// {{ range $k, $v := .M }}{{ $k }}{{ end }} => "kmn" <nil>
// {{ range .NilP }}{{ end }} => "" template: p:1:9: executing "p" at <.NilP>: range can't iterate over <nil>
// {{ .S | len }} => "2" <nil>
// {{ .S | index 0 }} => "" template: p:1:8: executing "p" at <index 0>: error calling index: can't index item of type int
// {{ "x" | printf "%s-%s" "y" }} => "y-x" <nil>
// {{ 3 | .F }} => "" template: p:1:7: executing "p" at <.F>: F has arguments but cannot be invoked as function
// {{ .Inner.V | printf "%03d" }} => "000" <nil>
// {{ 1.0 }} => "1" <nil>
// {{ 1e2 }} => "100" <nil>
// {{ 0x10 }} => "16" <nil>
// {{ 'x' }} => "120" <nil>
// {{ 1i }} => "(0+1i)" <nil>
// {{ -0 }} => "0" <nil>
// {{ 99999999999999999999 }} PARSE template: p:1: integer overflow: "99999999999999999999"
// {{ 1_000 }} => "1000" <nil>
// {{ .5 }} => "0.5" <nil>
// {{ true }} => "true" <nil>
// {{ "a\tb" }} => "a\tb" <nil>
// {{ `raw` }} => "raw" <nil>
// {{ printf "%q" "é" }} => "\"é\"" <nil>
// {{ $.S }} => "[a b]" <nil>
// {{ and 0 .NilP.V }} => "0" <nil>
// {{ or 1 .NilP.V }} => "1" <nil>
// {{ slice .PA 1 }} => "" template: p:1:3: executing "p" at <slice .PA 1>: error calling slice: can't slice item of type *[3]int
// {{ slice .PA 0 1 2 }} => "" template: p:1:3: executing "p" at <slice .PA 0 1 2>: error calling slice: can't slice item of type *[3]int
// {{ slice .Arr 0 1 2 }} => "" template: p:1:3: executing "p" at <slice .Arr 0 1 2>: error calling slice: reflect.Value.Slice3: slice of unaddressable array
// {{ js "a\x01b\n\u00ad=" }} => "a\\u0001b\\u000A\\u00AD\\u003D" <nil>
// {{ len .Ch }} => "1" <nil>
// {{ .Ch }} => "" template: p:1:3: executing "p" at <{{.Ch}}>: can't print {{.Ch}} of type chan int
// {{ 18446744073709551615 }} => "" template: p:1:3: executing "p" at <18446744073709551615>: 18446744073709551615 overflows int
// {{ 1e2 | printf "%T" }} => "float64" <nil>
// {{ 0x10 | printf "%T" }} => "int" <nil>
// {{ 'a' | printf "%T" }} => "int" <nil>
// {{ .Mul 1e2 }} => "200" <nil>
// {{ .Mul 2.5 }} => "" template: p:1:8: executing "p" at <2.5>: expected integer; found 2.5
// {{ .MulU -1 }} => "" template: p:1:9: executing "p" at <-1>: expected unsigned integer; found -1
// {{ .MulF 3 }} => "6" <nil>
// {{ .MulC 2i }} => "(0+4i)" <nil>
// {{ .MulC 3 }} => "" template: p:1:9: executing "p" at <3>: expected complex; found 3
// {{ call .V 1 2 3 }} => "3" <nil>
// {{ call .V }} => "0" <nil>
// {{ call .V "a" }} => "" template: p:1:3: executing "p" at <call .V "a">: error calling call: arg 0: value has type string; should be int
// {{ call .F 1.0 }} => "" template: p:1:3: executing "p" at <call .F 1.0>: error calling call: arg 0: value has type float64; should be int
// {{ call .G 7 }} => "7" <nil>
// {{ call .G nil }} => "" template: p:1:3: executing "p" at <call .G nil>: error calling call: arg 0: value is nil; should be of type int8
// {{ call .H nil }} => "true" <nil>
// {{ -0 | printf "%v" }} => "0" <nil>
// {{ 1_0.5 }} => "10.5" <nil>
// {{ 0b11 }} => "3" <nil>
// {{ 0o17 }} => "15" <nil>
// {{ 017 }} => "15" <nil>
// {{ 0x1p-2 }} => "0.25" <nil>
// {{ .S.x }} => "" template: p:1:5: executing "p" at <.S.x>: can't evaluate field x in type []string
// {{ .Inner.Missing }} => "" template: p:1:9: executing "p" at <.Inner.Missing>: can't evaluate field Missing in type main.Inner
// {{ .I.Missing }} => "" template: p:1:5: executing "p" at <.I.Missing>: can't evaluate field Missing in type interface {}
// {{ .E.Error }} => "e" <nil>
