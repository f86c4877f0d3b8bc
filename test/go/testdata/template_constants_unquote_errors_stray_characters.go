package main

import (
	"fmt"
	"strings"
	"text/template"
)

func main() {
	for _, s := range []string{
		`{{"\q"}}`, `{{'ab'}}`, `{{'\''}}`, `{{1..2}}`, `{{0x}}`, `{{1e}}`, `{{--1}}`, `{{+}}`, `{{.5}}`, `{{5.}}`, `{{1i}}`, `{{0b2}}`,
		`{{'}}`, "{{\"a\nb\"}}", "{{`a\nb`}}", `{{print 'a' 'b'}}`, `{{print '\u00e9' '\x41' '\101'}}`, `{{print "\u00e9\x41"}}`,
		`{{print 1e3 1E-2 0X1F 0o7 0O7 07 1_0}}`, `{{print 0x_1}}`, `{{print 1__0}}`, `{{print 0.1i 1+2i}}`, `{{print -0x10 +0b11}}`,
		`{{print 1<<2}}`, `{{print 9223372036854775807 9223372036854775808 -9223372036854775809}}`, `{{print 18446744073709551615}}`,
		`{{print 1e309}}`, `{{print 'é'}}`, `{{print "é"}}`, `{{"\xff" | len}}`, `{{print "a" | printf "%s-%s" "b"}}`,
		`{{#}}`, `{{@}}`, `{{.A#}}`, `{{print "x"#}}`, `{{ print }}`, `{{print	1}}`, "{{print\r\n1}}", `{{print 1 }}`, `{{print (1) }}`, `{{<}}`, `{{print <}}`, `{{.X | <}}`, `{{if <}}{{end}}`, `{{(<)}}`, `{{print (1 <)}}`, `{{$x := <}}`, `{{define "\q"}}{{end}}`, `{{template "\q"}}`, `{{print '\q'}}`, `{{print ''}}`,
	} {
		t, err := template.New("t").Parse(s)
		if err != nil {
			fmt.Printf("%-46q parse: %v\n", s, err)
			continue
		}
		var sb strings.Builder
		err = t.Execute(&sb, nil)
		fmt.Printf("%-46q %q %v\n", s, sb.String(), err)
	}
}

// Output:
// "{{\"\\q\"}}"                                  parse: template: t:1: invalid syntax
// "{{'ab'}}"                                     parse: template: t:1: malformed character constant: 'ab'
// "{{'\\''}}"                                    "39" <nil>
// "{{1..2}}"                                     parse: template: t:1: unexpected ".2" in operand
// "{{0x}}"                                       parse: template: t:1: illegal number syntax: "0x"
// "{{1e}}"                                       parse: template: t:1: illegal number syntax: "1e"
// "{{--1}}"                                      parse: template: t:1: bad number syntax: "--1"
// "{{+}}"                                        parse: template: t:1: illegal number syntax: "+"
// "{{.5}}"                                       "0.5" <nil>
// "{{5.}}"                                       "5" <nil>
// "{{1i}}"                                       "(0+1i)" <nil>
// "{{0b2}}"                                      parse: template: t:1: bad number syntax: "0b2"
// "{{'}}"                                        parse: template: t:1: unterminated character constant
// "{{\"a\nb\"}}"                                 parse: template: t:1: unterminated quoted string
// "{{`a\nb`}}"                                   "a\nb" <nil>
// "{{print 'a' 'b'}}"                            "97 98" <nil>
// "{{print '\\u00e9' '\\x41' '\\101'}}"          "233 65 65" <nil>
// "{{print \"\\u00e9\\x41\"}}"                   "éA" <nil>
// "{{print 1e3 1E-2 0X1F 0o7 0O7 07 1_0}}"       "1000 0.01 31 7 7 7 10" <nil>
// "{{print 0x_1}}"                               "1" <nil>
// "{{print 1__0}}"                               parse: template: t:1: illegal number syntax: "1__0"
// "{{print 0.1i 1+2i}}"                          "(0+0.1i) (1+2i)" <nil>
// "{{print -0x10 +0b11}}"                        "-16 3" <nil>
// "{{print 1<<2}}"                               parse: template: t:1: unexpected "<" in operand
// "{{print 9223372036854775807 9223372036854775808 -9223372036854775809}}" parse: template: t:1: integer overflow: "-9223372036854775809"
// "{{print 18446744073709551615}}"               "" template: t:1:8: executing "t" at <18446744073709551615>: 18446744073709551615 overflows int
// "{{print 1e309}}"                              parse: template: t:1: illegal number syntax: "1e309"
// "{{print 'é'}}"                                "233" <nil>
// "{{print \"é\"}}"                              "é" <nil>
// "{{\"\\xff\" | len}}"                          "1" <nil>
// "{{print \"a\" | printf \"%s-%s\" \"b\"}}"     "b-a" <nil>
// "{{#}}"                                        parse: template: t:1: unexpected "#" in command
// "{{@}}"                                        parse: template: t:1: unexpected "@" in command
// "{{.A#}}"                                      parse: template: t:1: bad character U+0023 '#'
// "{{print \"x\"#}}"                             parse: template: t:1: unexpected "#" in operand
// "{{ print }}"                                  "" <nil>
// "{{print\t1}}"                                 "1" <nil>
// "{{print\r\n1}}"                               "1" <nil>
// "{{print 1 }}"                                 "1" <nil>
// "{{print (1) }}"                               "1" <nil>
// "{{<}}"                                        parse: template: t:1: unexpected "<" in command
// "{{print <}}"                                  parse: template: t:1: unexpected "<" in operand
// "{{.X | <}}"                                   parse: template: t:1: unexpected "<" in command
// "{{if <}}{{end}}"                              parse: template: t:1: unexpected "<" in if
// "{{(<)}}"                                      parse: template: t:1: unexpected "<" in parenthesized pipeline
// "{{print (1 <)}}"                              parse: template: t:1: unexpected "<" in operand
// "{{$x := <}}"                                  parse: template: t:1: unexpected "<" in command
// "{{define \"\\q\"}}{{end}}"                    parse: template: t:1: invalid syntax
// "{{template \"\\q\"}}"                         parse: template: t:1: invalid syntax
// "{{print '\\q'}}"                              parse: template: t:1: invalid syntax
// "{{print ''}}"                                 parse: template: t:1: invalid syntax
