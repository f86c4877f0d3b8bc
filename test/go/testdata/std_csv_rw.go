package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"os"
	"strings"
)

func main() {
	in := `first_name,last_name,username
"Rob","Pike",rob
Ken,Thompson,ken

"Robert","Griesemer","gri"
"multi
line",x,"say ""hi"""
`
	r := csv.NewReader(strings.NewReader(in))
	records, err := r.ReadAll()
	fmt.Println(len(records), err)
	for _, rec := range records {
		fmt.Printf("%q\n", rec)
	}
	r2 := csv.NewReader(strings.NewReader("a;b;c\n# comment\nd;e;f\n"))
	r2.Comma = ';'
	r2.Comment = '#'
	for {
		rec, err := r2.Read()
		if err != nil {
			fmt.Println("end:", err)
			break
		}
		fmt.Println(rec, len(rec))
	}
	for _, bad := range []string{"a,b\nc\n", "a,b\"c\n", "\"abc\"x,d\n", "\"unterminated\n", "x,y\n\"a\nb\"c,d\n"} {
		r3 := csv.NewReader(strings.NewReader(bad))
		recs, err := r3.ReadAll()
		fmt.Printf("%q %v\n", recs, err)
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			fmt.Println("  ", pe.StartLine, pe.Line, pe.Column, errors.Is(err, csv.ErrFieldCount))
		}
	}
	r4 := csv.NewReader(strings.NewReader("  a,  b\n"))
	r4.TrimLeadingSpace = true
	rec, _ := r4.Read()
	fmt.Printf("%q\n", rec)
	r5 := csv.NewReader(strings.NewReader("a,b\nc,d,e\n"))
	r5.FieldsPerRecord = -1
	all, err := r5.ReadAll()
	fmt.Println(all, err)
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"name", "quote", "note"})
	w.Write([]string{"Ann", `she said "hi"`, "a,b"})
	w.Write([]string{" lead", "multi\nline", ""})
	w.Flush()
	fmt.Println(w.Error())
	w2 := csv.NewWriter(os.Stdout)
	w2.Comma = '\t'
	w2.UseCRLF = true
	w2.WriteAll([][]string{{"x", "y z"}, {"1", "2"}})
}

// Output:
// 5 <nil>
// ["first_name" "last_name" "username"]
// ["Rob" "Pike" "rob"]
// ["Ken" "Thompson" "ken"]
// ["Robert" "Griesemer" "gri"]
// ["multi\nline" "x" "say \"hi\""]
// [a b c] 3
// [d e f] 3
// end: EOF
// [] record on line 2: wrong number of fields
//    2 2 1 true
// [] parse error on line 1, column 4: bare " in non-quoted-field
//    1 1 4 false
// [] parse error on line 1, column 5: extraneous or missing " in quoted-field
//    1 1 5 false
// [] parse error on line 1, column 15: extraneous or missing " in quoted-field
//    1 1 15 false
// [] record on line 2; parse error on line 3, column 2: extraneous or missing " in quoted-field
//    2 3 2 false
// ["a" "b"]
// [[a b] [c d e]] <nil>
// name,quote,note
// Ann,"she said ""hi""","a,b"
// " lead","multi
// line",
// <nil>
// x	y z
// 1	2
