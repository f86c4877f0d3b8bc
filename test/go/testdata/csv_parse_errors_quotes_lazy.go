package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	inputs := []string{
		"name,replicas\nweb,3\ndb,1\n",
		"a,\"b\nc\",d\n",
		"a,b\nc\n",
		"a,\"b\"c,d\n",
		"a,b\"c,d\n",
		"\"unterminated\n",
		"# comment\nx;y;z\n\n  spaced , fields \n",
		"a,b\r\nc,d\r\n",
		"",
	}
	for i, in := range inputs {
		r := csv.NewReader(strings.NewReader(in))
		if i == 6 {
			r.Comma = ';'
			r.Comment = '#'
			r.TrimLeadingSpace = true
			r.FieldsPerRecord = -1
		}
		if i == 4 {
			r.LazyQuotes = true
		}
		for {
			rec, err := r.Read()
			if err == io.EOF {
				fmt.Println(i, "EOF")
				break
			}
			if err != nil {
				var pe *csv.ParseError
				fmt.Println(i, "error:", err, errors.As(err, &pe), errors.Is(err, csv.ErrFieldCount), errors.Is(err, csv.ErrQuote), errors.Is(err, csv.ErrBareQuote))
				if pe != nil {
					fmt.Println("   ", pe.StartLine, pe.Line, pe.Column, pe.Err)
				}
				if !errors.Is(err, csv.ErrFieldCount) {
					break
				}
				continue
			}
			line, col := r.FieldPos(0)
			fmt.Printf("%d %q len=%d pos=%d:%d offset=%d\n", i, rec, len(rec), line, col, r.InputOffset())
		}
	}
	all, err := csv.NewReader(strings.NewReader("x,y\n1,2\n3,4\n")).ReadAll()
	fmt.Println(all, err)
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"plain", "has,comma", "has \"quote\"", "new\nline", " lead", ""})
	w.UseCRLF = true
	w.Comma = '\t'
	w.Write([]string{"a\tb", "c"})
	w.Flush()
	fmt.Println(w.Error())
	fr := csv.NewReader(strings.NewReader("id,\"multi\nline\nnote\",  x\n\"q\",\"\"\"z\"\"\",end\n"))
	fr.TrimLeadingSpace = true
	for {
		rec, err := fr.Read()
		if err != nil {
			fmt.Println(err)
			break
		}
		for i := range rec {
			l, c := fr.FieldPos(i)
			fmt.Printf("%q@%d:%d ", rec[i], l, c)
		}
		fmt.Println()
	}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fr.FieldPos(5)
	}()
	w2 := csv.NewWriter(os.Stdout)
	w2.Comma = '"'
	fmt.Println(w2.Write([]string{"x"}))
}

// Output:
// 0 ["name" "replicas"] len=2 pos=1:1 offset=14
// 0 ["web" "3"] len=2 pos=2:1 offset=20
// 0 ["db" "1"] len=2 pos=3:1 offset=25
// 0 EOF
// 1 ["a" "b\nc" "d"] len=3 pos=1:1 offset=10
// 1 EOF
// 2 ["a" "b"] len=2 pos=1:1 offset=4
// 2 error: record on line 2: wrong number of fields true true false false
//     2 2 1 wrong number of fields
// 2 EOF
// 3 error: parse error on line 1, column 5: extraneous or missing " in quoted-field true false true false
//     1 1 5 extraneous or missing " in quoted-field
// 4 ["a" "b\"c" "d"] len=3 pos=1:1 offset=8
// 4 EOF
// 5 error: parse error on line 1, column 15: extraneous or missing " in quoted-field true false true false
//     1 1 15 extraneous or missing " in quoted-field
// 6 ["x" "y" "z"] len=3 pos=2:1 offset=16
// 6 ["spaced , fields "] len=1 pos=4:3 offset=36
// 6 EOF
// 7 ["a" "b"] len=2 pos=1:1 offset=5
// 7 ["c" "d"] len=2 pos=2:1 offset=10
// 7 EOF
// 8 EOF
// [[x y] [1 2] [3 4]] <nil>
// plain,"has,comma","has ""quote""","new
// line"," lead",
// "a	b"	c
// <nil>
// "id"@1:1 "multi\nline\nnote"@1:4 "x"@3:9 
// "q"@4:1 "\"z\""@4:5 "end"@4:13 
// EOF
// recovered: out of range index passed to FieldPos
// csv: invalid field or comment delimiter
