package main

import (
	"fmt"
	"strings"
	"text/scanner"
)

func main() {
	src := `x := 3.14 * (y + 0x1F) // comment
	name = "quoted \"str\"" + 'c' + ` + "`raw`" + `
	/* block */ if a >= 10 { return -1e3 } 07 1_000 @`
	var s scanner.Scanner
	s.Init(strings.NewReader(src))
	s.Filename = "input"
	for tok := s.Scan(); tok != scanner.EOF; tok = s.Scan() {
		fmt.Printf("%-12s %-10s %q\n", s.Position, scanner.TokenString(tok), s.TokenText())
	}
	fmt.Println("errors:", s.ErrorCount)

	// Keep comments, skip nothing.
	var s2 scanner.Scanner
	s2.Init(strings.NewReader("a /* c1 */ b // c2\nc"))
	s2.Mode ^= scanner.SkipComments
	for tok := s2.Scan(); tok != scanner.EOF; tok = s2.Scan() {
		if tok == scanner.Comment {
			fmt.Printf("comment %q at %s\n", s2.TokenText(), s2.Position)
		} else {
			fmt.Printf("tok %q\n", s2.TokenText())
		}
	}

	// Errors: unterminated string and literal.
	var s3 scanner.Scanner
	s3.Init(strings.NewReader(`"open` + "\n" + `'ab' 0x`))
	s3.Error = func(s *scanner.Scanner, msg string) {
		fmt.Printf("error at %s: %s\n", s.Pos(), msg)
	}
	for tok := s3.Scan(); tok != scanner.EOF; tok = s3.Scan() {
		fmt.Printf("%s %q\n", scanner.TokenString(tok), s3.TokenText())
	}
	fmt.Println("errors:", s3.ErrorCount)

	// Next() reads characters; Peek looks ahead.
	var s4 scanner.Scanner
	s4.Init(strings.NewReader("héllo"))
	fmt.Printf("%q %q %q\n", s4.Peek(), s4.Next(), s4.Next())
	fmt.Println(s4.Pos())
	s4.Whitespace = 0
	var s5 scanner.Scanner
	s5.Init(strings.NewReader(" a\tb\n"))
	s5.Whitespace ^= 1<<'\t' | 1<<'\n'
	for tok := s5.Scan(); tok != scanner.EOF; tok = s5.Scan() {
		fmt.Printf("%q ", s5.TokenText())
	}
	fmt.Println()
	s5.Mode = scanner.ScanIdents
	s5.Init(strings.NewReader("12 ab"))
	s5.Mode = scanner.ScanIdents
	for tok := s5.Scan(); tok != scanner.EOF; tok = s5.Scan() {
		fmt.Printf("%s:%q ", scanner.TokenString(tok), s5.TokenText())
	}
	fmt.Println()
}


// Output:
// input:1:1    Ident      "x"
// input:1:3    ":"        ":"
// input:1:4    "="        "="
// input:1:6    Float      "3.14"
// input:1:11   "*"        "*"
// input:1:13   "("        "("
// input:1:14   Ident      "y"
// input:1:16   "+"        "+"
// input:1:18   Int        "0x1F"
// input:1:22   ")"        ")"
// input:2:2    Ident      "name"
// input:2:7    "="        "="
// input:2:9    String     "\"quoted \\\"str\\\"\""
// input:2:26   "+"        "+"
// input:2:28   Char       "'c'"
// input:2:32   "+"        "+"
// input:2:34   RawString  "`raw`"
// input:3:14   Ident      "if"
// input:3:17   Ident      "a"
// input:3:19   ">"        ">"
// input:3:20   "="        "="
// input:3:22   Int        "10"
// input:3:25   "{"        "{"
// input:3:27   Ident      "return"
// input:3:34   "-"        "-"
// input:3:35   Float      "1e3"
// input:3:39   "}"        "}"
// input:3:41   Int        "07"
// input:3:44   Int        "1_000"
// input:3:50   "@"        "@"
// errors: 0
// tok "a"
// comment "/* c1 */" at <input>:1:3
// tok "b"
// comment "// c2" at <input>:1:14
// tok "c"
// error at <input>:1:6: literal not terminated
// String "\"open\n"
// error at <input>:2:4: invalid char literal
// Char "'ab'"
// error at <input>:2:8: hexadecimal literal has no digits
// Int "0x"
// errors: 3
// 'h' 'h' 'é'
// <input>:1:3
// "a" "\t" "b" "\n" 
// "1":"1" "2":"2" Ident:"ab" 
