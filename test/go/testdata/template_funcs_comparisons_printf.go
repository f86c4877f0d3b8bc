package main

import (
	"fmt"
	"strings"
	"text/template"
)

type Num int

func main() {
	data := map[string]any{
		"i": 3, "u": uint8(200), "f": 2.5, "s": "abc", "n": Num(3), "b": true, "nilv": nil,
		"list": []string{"x", "y"}, "m": map[string]int{"k": 1}, "ptr": new(int),
	}
	for _, src := range []string{
		`{{eq .i 3}} {{eq .i .n}} {{eq .u 200}} {{eq .f 2.5}} {{eq .s "abc"}} {{eq .b true}}`,
		`{{lt .i .u}} {{lt .i 3.5}} {{gt .s "abb"}} {{le .f 2.5}} {{ge 1 1}} {{ne .n 4}}`,
		`{{eq .nilv nil}}`,
		`{{eq .list .list}}`,
		`{{lt .b true}}`,
		`{{eq .i "3"}}`,
		`{{printf "%05.1f|%x|%q|%v|%T" .f .s .s .list .m}}`,
		`{{print .i .s .f}}|{{println .b}}|{{printf "%d" .nilv}}`,
		`{{html "<a href=\"x\">'&'</a>"}} {{js "</script>\u2028'\"x"}} {{urlquery "a b" "c/d"}}`,
		`{{len "héllo"}} {{len .list}} {{index .m "k"}} {{index .m "z"}}`,
		`{{slice .s 1}} {{slice .s 1 2}} {{slice .list 0 1 2}}`,
		`{{and 1 2 3}} {{and 1 0 3}} {{or 0 "" .list}} {{or 0 ""}} {{not .ptr}}`,
		`{{with $x := .i}}{{$x}}{{end}} {{with .nilv}}x{{else with .s}}{{.}}{{end}}`,
		`{{range $i, $c := .s}}{{$i}}{{$c}} {{end}}`,
		`{{range $k, $v := .m}}{{$k}}{{$v}}{{end}} {{range .nilv}}x{{else}}empty{{end}}`,
		`{{printf "%v" 1e6}} {{printf "%v" 0x10}} {{printf "%v" 'a'}} {{printf "%v" 1i}} {{printf "%T" 1.0}}`,
	} {
		t, err := template.New("t").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, data)
		fmt.Printf("%q %v\n", sb.String(), err)
	}
}

// Output:
// "true true true true true true" <nil>
// "true " template: t:1:15: executing "t" at <lt .i 3.5>: error calling lt: incompatible types for comparison
// "true" <nil>
// "" template: t:1:2: executing "t" at <eq .list .list>: error calling eq: non-comparable type [x y]: []string
// "" template: t:1:2: executing "t" at <lt .b true>: error calling lt: invalid type for comparison
// "" template: t:1:2: executing "t" at <eq .i "3">: error calling eq: incompatible types for comparison
// "002.5|616263|\"abc\"|[x y]|map[string]int" <nil>
// "3abc2.5|true\n|%!d(<nil>)" <nil>
// "&lt;a href=&#34;x&#34;&gt;&#39;&amp;&#39;&lt;/a&gt; \\u003C/script\\u003E\\u2028\\'\\\"x a+bc%2Fd" <nil>
// "6 2 1 0" <nil>
// "bc b [x]" <nil>
// "3 0 [x y]  false" <nil>
// "3 abc" <nil>
// "" template: t:1:18: executing "t" at <.s>: range can't iterate over abc
// "k1 empty" <nil>
// "1e+06 16 97 (0+1i) float64" <nil>
