package main

import (
	"fmt"
	"regexp"
)

func main() {
	for _, p := range []string{`(abc`, `abc)`, `[a-z`, `a**`, `*a`, `\q`, `(?=x)`, `a{1001}`, `[z-a]`, `x\`, `(?P<1>a)`, `a{2,1}`, `(?i`, `\8`, `[[:foo:]]`, `a++`, `(?<name>x)`, `(?#c)`} {
		_, err := regexp.Compile(p)
		fmt.Printf("%-10s %v\n", p, err)
	}
	ok, err := regexp.MatchString(`(`, "x")
	fmt.Println(ok, err)
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	regexp.MustCompile(`a(b`)
}

// Output:
// (abc       error parsing regexp: missing closing ): `(abc`
// abc)       error parsing regexp: unexpected ): `abc)`
// [a-z       error parsing regexp: missing closing ]: `[a-z`
// a**        error parsing regexp: invalid nested repetition operator: `**`
// *a         error parsing regexp: missing argument to repetition operator: `*`
// \q         error parsing regexp: invalid escape sequence: `\q`
// (?=x)      error parsing regexp: invalid or unsupported Perl syntax: `(?=`
// a{1001}    error parsing regexp: invalid repeat count: `{1001}`
// [z-a]      error parsing regexp: invalid character class range: `z-a`
// x\         error parsing regexp: trailing backslash at end of expression: ``
// (?P<1>a)   <nil>
// a{2,1}     error parsing regexp: invalid repeat count: `{2,1}`
// (?i        error parsing regexp: invalid or unsupported Perl syntax: `(?i`
// \8         error parsing regexp: invalid escape sequence: `\8`
// [[:foo:]]  error parsing regexp: invalid character class range: `[:foo:]`
// a++        error parsing regexp: invalid nested repetition operator: `++`
// (?<name>x) <nil>
// (?#c)      error parsing regexp: invalid or unsupported Perl syntax: `(?#`
// false error parsing regexp: missing closing ): `(`
// recovered: regexp: Compile(`a(b`): error parsing regexp: missing closing ): `a(b`
