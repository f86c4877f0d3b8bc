package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"os"
	"strings"
)

func main() {
	w := csv.NewWriter(os.Stdout)
	records := [][]string{
		{"name", "note", "amount"},
		{"Alice", "said \"hi\"", "1,000"},
		{"Bob", "multi\nline", " 42 "},
		{"", "#comment-like", "tab\there"},
		{"Zoë", "", "\r\n"},
	}
	for _, r := range records {
		if err := w.Write(r); err != nil {
			fmt.Println("write:", err)
		}
	}
	w.Flush()
	fmt.Println("flush err:", w.Error())

	w2 := csv.NewWriter(os.Stdout)
	w2.Comma = ';'
	w2.UseCRLF = true
	w2.WriteAll([][]string{{"a;b", "c"}, {"d", "e\nf"}})
	fmt.Printf("%q\n", "end")
	w3 := csv.NewWriter(os.Stdout)
	w3.Comma = '"'
	fmt.Println(w3.Write([]string{"x"}))

	in := `id,name,score
1,"Smith, J",90
2,Lee,"8""5"
3,"unterminated,70
`
	r := csv.NewReader(strings.NewReader(in))
	for {
		rec, err := r.Read()
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				fmt.Println("parse error:", pe.StartLine, pe.Line, pe.Column, pe.Err, "|", err)
			} else {
				fmt.Println("err:", err)
			}
			break
		}
		fmt.Printf("%d %q\n", len(rec), rec)
	}
	r2 := csv.NewReader(strings.NewReader("a,b\nc\n"))
	_, err := r2.ReadAll()
	fmt.Println(err, errors.Is(err, csv.ErrFieldCount))
	r3 := csv.NewReader(strings.NewReader("a,b\"c\n"))
	_, err = r3.Read()
	fmt.Println(err)
	r4 := csv.NewReader(strings.NewReader("# skip\n x ;y\n\n z;\"w\"\n"))
	r4.Comma = ';'
	r4.Comment = '#'
	r4.TrimLeadingSpace = true
	all, err := r4.ReadAll()
	fmt.Printf("%q %v\n", all, err)
	r5 := csv.NewReader(strings.NewReader("a,b\"c\"\n"))
	r5.LazyQuotes = true
	rec, err := r5.Read()
	fmt.Printf("%q %v\n", rec, err)
}

// Output:
// name,note,amount
// Alice,"said ""hi""","1,000"
// Bob,"multi
// line"," 42 "
// ,#comment-like,tab	here
// Zoë,,"
// "
// flush err: <nil>
// "a;b";c
// d;"e
// f"
// "end"
// csv: invalid field or comment delimiter
// 3 ["id" "name" "score"]
// 3 ["1" "Smith, J" "90"]
// 3 ["2" "Lee" "8\"5"]
// parse error: 4 4 20 extraneous or missing " in quoted-field | parse error on line 4, column 20: extraneous or missing " in quoted-field
// record on line 2: wrong number of fields true
// parse error on line 1, column 4: bare " in non-quoted-field
// [["x " "y"] ["z" "w"]] <nil>
// ["a" "b\"c\""] <nil>
