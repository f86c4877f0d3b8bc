package main

// text/template checks a function's arguments as exec.go evalArg does: a constant must suit the
// parameter ("expected integer; found "a""), another value must be assignable to it, index takes
// integer indexes only, and eq of values of different kinds is an error, not false.

import (
	"fmt"
	"os"
	"strings"
	"text/template"
)

type Page struct {
	Title string
	Tags  []string
	Count int
	Score float64
}

func main() {
	funcs := template.FuncMap{
		"add":    func(a, b int) int { return a + b },
		"repeat": strings.Repeat,
		"half":   func(f float64) float64 { return f / 2 },
		"flag":   func(b bool) string { return fmt.Sprint(b) },
		"count":  func(n uint) uint { return n },
	}
	p := Page{Title: "Go", Tags: []string{"a", "b"}, Count: 3, Score: 7}
	for i, src := range []string{
		`{{add 1 2}} {{repeat .Title 3}} {{half 3}} {{half .Score}} {{flag true}} {{count 4}}`,
		`{{add "a" 2}}`,
		`{{add 1 2.5}}`,
		`{{repeat 5 2}}`,
		`{{half "x"}}`,
		`{{flag 1}}`,
		`{{count -1}}`,
		`{{add nil 1}}`,
		`{{add .Title 1}}`,
		`{{repeat .Title .Score}}`,
		`{{half .Count}}`,
		`{{index .Tags "a"}}`,
		`{{index .Tags nil}}`,
		`{{eq .Tags 1}}`,
		`{{eq .Score 7}}`,
		`{{lt .Title 1}}`,
		`{{eq .Count 3}} {{ne .Title "Go"}}`,
	} {
		t := template.Must(template.New(fmt.Sprint("t", i)).Funcs(funcs).Parse(src))
		err := t.Execute(os.Stdout, p)
		fmt.Println()
		if err != nil {
			fmt.Println("exec:", err)
		}
	}
}

// Output:
// 3 GoGoGo 1.5 3.5 true 4
//
// exec: template: t1:1:6: executing "t1" at <"a">: expected integer; found "a"
//
// exec: template: t2:1:8: executing "t2" at <2.5>: expected integer; found 2.5
//
// exec: template: t3:1:9: executing "t3" at <5>: expected string; found 5
//
// exec: template: t4:1:7: executing "t4" at <"x">: expected float; found "x"
//
// exec: template: t5:1:7: executing "t5" at <1>: expected bool; found 1
//
// exec: template: t6:1:8: executing "t6" at <-1>: expected unsigned integer; found -1
//
// exec: template: t7:1:6: executing "t7" at <nil>: cannot assign nil to int
//
// exec: template: t8:1:6: executing "t8" at <.Title>: wrong type for value; expected int; got string
//
// exec: template: t9:1:16: executing "t9" at <.Score>: wrong type for value; expected int; got float64
//
// exec: template: t10:1:7: executing "t10" at <.Count>: wrong type for value; expected float64; got int
//
// exec: template: t11:1:2: executing "t11" at <index .Tags "a">: error calling index: cannot index slice/array with type string
//
// exec: template: t12:1:2: executing "t12" at <index .Tags nil>: error calling index: cannot index slice/array with nil
//
// exec: template: t13:1:2: executing "t13" at <eq .Tags 1>: error calling eq: incompatible types for comparison
//
// exec: template: t14:1:2: executing "t14" at <eq .Score 7>: error calling eq: incompatible types for comparison
//
// exec: template: t15:1:2: executing "t15" at <lt .Title 1>: error calling lt: incompatible types for comparison
// true false
