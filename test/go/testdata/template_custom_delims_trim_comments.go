package main

import (
	"fmt"
	"strings"
	"text/template"
)

func run(l, r, src string) {
	t, err := template.New("t").Delims(l, r).Parse(src)
	if err != nil {
		fmt.Printf("%-4s%-4s %-30q parse: %v\n", l, r, src, err)
		return
	}
	var sb strings.Builder
	err = t.Execute(&sb, map[string]int{"a": 1})
	fmt.Printf("%-4s%-4s %-30q %q %v\n", l, r, src, sb.String(), err)
}

func main() {
	run("<", ">", "x <.a> <- .a -> y")
	run("<", ">", "<print 1 > 0>")
	run("<", ">", "<print \">\">")
	run("<", ">", "</* c */> <- /* c */ ->")
	run("((", "))", "((.a))((print (1)))")
	run("((", "))", "((print (.a)))")
	run("[[", "]]", "[[ index . \"a\" ]] {{.a}}")
	run("[[", "]]", "[[.a")
	run("[[", "]]", "[[.a]")
	run("$", "$", "$.a$")
	run("-", "-", "x-.a-y")
	run("{{", "}}", "{{.a}}")
	run("%", "%", "%print 1% %% 2")
	run("<<", ">>", "<<- .a ->>")
	run("<<", ">>", "<<-.a->>")
	run("<<", ">>", "<</* x */->> y")
}

// Output:
// <   >    "x <.a> <- .a -> y"            "x 11y" <nil>
// <   >    "<print 1 > 0>"                "1 0>" <nil>
// <   >    "<print \">\">"                ">" <nil>
// <   >    "</* c */> <- /* c */ ->"      "" <nil>
// ((  ))   "((.a))((print (1)))"          parse: template: t:1: unclosed left paren
// ((  ))   "((print (.a)))"               parse: template: t:1: unclosed left paren
// [[  ]]   "[[ index . \"a\" ]] {{.a}}"   "1 {{.a}}" <nil>
// [[  ]]   "[[.a"                         parse: template: t:1: unclosed action
// [[  ]]   "[[.a]"                        parse: template: t:1: bad character U+005D ']'
// $   $    "$.a$"                         "1" <nil>
// -   -    "x-.a-y"                       "x1y" <nil>
// {{  }}   "{{.a}}"                       "1" <nil>
// %   %    "%print 1% %% 2"               parse: template: t:1: missing value for command
// <<  >>   "<<- .a ->>"                   "1" <nil>
// <<  >>   "<<-.a->>"                     parse: template: t:1: bad number syntax: "-.a"
// <<  >>   "<</* x */->> y"               parse: template: t:1: comment ends before closing delimiter
