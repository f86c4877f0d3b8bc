package main

import (
	"fmt"
	"os"
	"strings"
	"text/scanner"
	"unicode"
)

func dump(label, src string, setup func(*scanner.Scanner)) {
	fmt.Println("==", label)
	var s scanner.Scanner
	s.Init(strings.NewReader(src))
	s.Filename = label
	if setup != nil {
		setup(&s)
	}
	for tok := s.Scan(); tok != scanner.EOF; tok = s.Scan() {
		fmt.Printf("%s %-9s %q off=%d\n", s.Position, scanner.TokenString(tok), s.TokenText(), s.Offset)
	}
	fmt.Println("end at", s.Pos(), "errors:", s.ErrorCount)
}

func main() {
	src := `// config
x := 3.14 + 0x1F*y_1 // trailing
name = "hello\tworld" 'c' ` + "`raw\nstring`" + `
if a >= .5e3 { return 1_000 }
/* block
comment */ z != ünï
`
	dump("go", src, nil)
	dump("comments", "a /* c1 */ b // c2\nc", func(s *scanner.Scanner) { s.Mode ^= scanner.SkipComments })
	dump("idents-only", "foo 42 bar-baz 'q'", func(s *scanner.Scanner) { s.Mode = scanner.ScanIdents })
	dump("custom-ident", "$var.name-x ok", func(s *scanner.Scanner) {
		s.IsIdentRune = func(ch rune, i int) bool {
			return ch == '$' && i == 0 || ch == '-' && i > 0 || ch == '.' && i > 0 || unicode.IsLetter(ch)
		}
	})
	dump("newline-tokens", "a\nb\n\nc", func(s *scanner.Scanner) { s.Whitespace ^= 1 << '\n' })
	dump("numbers", "0 07 0b101 0o17 0x1p-2 1e10 .25 6.022e+23 0xFFp0 1__2 08 0b102 0x 1e 0x1.5", nil)

	var errs []string
	dump("errors", "\"unterminated\n'ab' \"bad \\q escape\" `open", func(s *scanner.Scanner) {
		s.Error = func(s *scanner.Scanner, msg string) {
			errs = append(errs, fmt.Sprintf("%s: %s [%q]", s.Position, msg, s.TokenText()))
		}
	})
	for _, e := range errs {
		fmt.Println(" ", e)
	}

	var s scanner.Scanner
	s.Init(strings.NewReader("héllo wörld"))
	for ch := s.Next(); ch != scanner.EOF; ch = s.Next() {
		if ch == ' ' {
			fmt.Println("peek after space:", string(s.Peek()), s.Pos())
		}
	}
	fmt.Println(s.Pos(), s.Position.IsValid(), scanner.Position{}.String(), scanner.Position{Filename: "f", Line: 2, Column: 3})
	fmt.Println(scanner.TokenString('+'), scanner.TokenString(scanner.Float), scanner.TokenString('\n'), scanner.GoWhitespace, scanner.GoTokens)

	// Without an Error function, errors go to standard error.
	os.Stderr.WriteString("-- default error output\n")
	s.Init(strings.NewReader("ok \"never closed\n/* open comment"))
	s.Filename = "input.txt"
	for tok := s.Scan(); tok != scanner.EOF; tok = s.Scan() {
		fmt.Println("tok", scanner.TokenString(tok), s.TokenText())
	}
	fmt.Println("errors:", s.ErrorCount)
}

// Output:
// == go
// go:2:1 Ident     "x" off=10
// go:2:3 ":"       ":" off=12
// go:2:4 "="       "=" off=13
// go:2:6 Float     "3.14" off=15
// go:2:11 "+"       "+" off=20
// go:2:13 Int       "0x1F" off=22
// go:2:17 "*"       "*" off=26
// go:2:18 Ident     "y_1" off=27
// go:3:1 Ident     "name" off=43
// go:3:6 "="       "=" off=48
// go:3:8 String    "\"hello\\tworld\"" off=50
// go:3:23 Char      "'c'" off=65
// go:3:27 RawString "`raw\nstring`" off=69
// go:5:1 Ident     "if" off=82
// go:5:4 Ident     "a" off=85
// go:5:6 ">"       ">" off=87
// go:5:7 "="       "=" off=88
// go:5:9 Float     ".5e3" off=90
// go:5:14 "{"       "{" off=95
// go:5:16 Ident     "return" off=97
// go:5:23 Int       "1_000" off=104
// go:5:29 "}"       "}" off=110
// go:7:12 Ident     "z" off=132
// go:7:14 "!"       "!" off=134
// go:7:15 "="       "=" off=135
// go:7:17 Ident     "ünï" off=137
// end at go:8:1 errors: 0
// == comments
// comments:1:1 Ident     "a" off=0
// comments:1:3 Comment   "/* c1 */" off=2
// comments:1:12 Ident     "b" off=11
// comments:1:14 Comment   "// c2" off=13
// comments:2:1 Ident     "c" off=19
// end at comments:2:2 errors: 0
// == idents-only
// idents-only:1:1 Ident     "foo" off=0
// idents-only:1:5 "4"       "4" off=4
// idents-only:1:6 "2"       "2" off=5
// idents-only:1:8 Ident     "bar" off=7
// idents-only:1:11 "-"       "-" off=10
// idents-only:1:12 Ident     "baz" off=11
// idents-only:1:16 "'"       "'" off=15
// idents-only:1:17 Ident     "q" off=16
// idents-only:1:18 "'"       "'" off=17
// end at idents-only:1:19 errors: 0
// == custom-ident
// custom-ident:1:1 Ident     "$var.name-x" off=0
// custom-ident:1:13 Ident     "ok" off=12
// end at custom-ident:1:15 errors: 0
// == newline-tokens
// newline-tokens:1:1 Ident     "a" off=0
// newline-tokens:1:2 "\n"      "\n" off=1
// newline-tokens:2:1 Ident     "b" off=2
// newline-tokens:2:2 "\n"      "\n" off=3
// newline-tokens:3:1 "\n"      "\n" off=4
// newline-tokens:4:1 Ident     "c" off=5
// end at newline-tokens:4:2 errors: 0
// == numbers
// numbers:1:1 Int       "0" off=0
// numbers:1:3 Int       "07" off=2
// numbers:1:6 Int       "0b101" off=5
// numbers:1:12 Int       "0o17" off=11
// numbers:1:17 Float     "0x1p-2" off=16
// numbers:1:24 Float     "1e10" off=23
// numbers:1:29 Float     ".25" off=28
// numbers:1:33 Float     "6.022e+23" off=32
// numbers:1:43 Float     "0xFFp0" off=42
// numbers:1:50 Int       "1__2" off=49
// numbers:1:55 Int       "08" off=54
// numbers:1:58 Int       "0b102" off=57
// numbers:1:64 Int       "0x" off=63
// numbers:1:67 Float     "1e" off=66
// numbers:1:70 Float     "0x1.5" off=69
// end at numbers:1:75 errors: 6
// == errors
// errors:1:1 String    "\"unterminated\n" off=0
// errors:2:1 Char      "'ab'" off=14
// errors:2:6 String    "\"bad \\q escape\"" off=19
// errors:2:22 RawString "`open" off=35
// end at errors:2:27 errors: 4
//   errors:1:1: literal not terminated ["\"unterminated"]
//   errors:2:1: invalid char literal ["'ab"]
//   errors:2:6: invalid char escape ["\"bad \\"]
//   errors:2:22: literal not terminated ["`open"]
// peek after space: w <input>:1:7
// <input>:1:12 false <input> f:2:3
// "+" Float "\n" 4294977024 1012
// tok Ident ok
// tok String "never closed
//
// errors: 2
// Stderr:
// numbers:1:50: '_' must separate successive digits
// numbers:1:55: invalid digit '8' in octal literal
// numbers:1:58: invalid digit '2' in binary literal
// numbers:1:64: hexadecimal literal has no digits
// numbers:1:67: exponent has no digits
// numbers:1:70: hexadecimal mantissa requires a 'p' exponent
// -- default error output
// input.txt:1:4: literal not terminated
// input.txt:2:1: comment not terminated
