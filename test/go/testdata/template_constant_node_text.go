package main

import (
	"fmt"
	"os"
	"text/template"
)

func main() {
	for _, src := range []string{
		`{{index . "a\tb" 1}}`,
		"{{index . `r\\aw` 2}}",
		`{{printf "%d" "h\u00e9" | len 3}}`,
		`{{len "x\x41"}}{{index "abc" 9}}`,
		`{{template "nope" "arg\t"}}`,
		`{{'\n' | printf "%c" | index 5}}`,
		`{{index '\x41' 1}}`,
	} {
		t, err := template.New("t").Parse(src)
		if err != nil {
			fmt.Println("parse:", err)
			continue
		}
		err = t.Execute(os.Stdout, map[string]int{"a\tb": 1})
		fmt.Println()
		fmt.Println("exec:", err)
	}
}

// Output:
//
// exec: template: t:1:2: executing "t" at <index . "a\tb" 1>: error calling index: can't index item of type int
//
// exec: template: t:1:2: executing "t" at <index . `r\aw` 2>: error calling index: can't index item of type int
//
// exec: template: t:1:26: executing "t" at <len>: wrong number of args for len: want 1 got 2
// 2
// exec: template: t:1:17: executing "t" at <index "abc" 9>: error calling index: index out of range: 9
//
// exec: template: t:1:11: executing "t" at <{{template "nope" "arg\t"}}>: template "nope" not defined
//
// exec: template: t:1:23: executing "t" at <index 5>: error calling index: can't index item of type int
//
// exec: template: t:1:2: executing "t" at <index '\x41' 1>: error calling index: can't index item of type int
