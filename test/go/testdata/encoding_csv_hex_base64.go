package main

import (
	"bytes"
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"fmt"
	"os"
	"strings"
)

func main() {
	in := `name,age,city
"Smith, John",42,"New
York"
Ann,,Paris
bad,"quote"x,1
`
	r := csv.NewReader(strings.NewReader(in))
	for {
		rec, err := r.Read()
		if err != nil {
			fmt.Println("err:", err)
			break
		}
		fmt.Printf("%d %q\n", len(rec), rec)
	}
	r2 := csv.NewReader(strings.NewReader("a;b\n1;2;3\n"))
	r2.Comma = ';'
	recs, err := r2.ReadAll()
	fmt.Println(recs, err)
	r3 := csv.NewReader(strings.NewReader("a;b\n1;2;3\n"))
	r3.Comma = ';'
	r3.FieldsPerRecord = -1
	recs, err = r3.ReadAll()
	fmt.Println(recs, err)

	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"id", "note"})
	w.Write([]string{"1", `says "hi", bye`})
	w.Write([]string{"2", " lead space"})
	w.Flush()
	fmt.Print(buf.String())
	w2 := csv.NewWriter(os.Stdout)
	w2.UseCRLF = true
	w2.WriteAll([][]string{{"x", "y\nz"}})

	data := []byte("Hello, Gophers! \x00\xff")
	fmt.Println(hex.EncodeToString(data))
	fmt.Print(hex.Dump(data[:18]))
	dec, err := hex.DecodeString("48656c6c6fzz")
	fmt.Printf("%q %v\n", dec, err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err)

	enc := base64.StdEncoding.EncodeToString(data)
	url := base64.URLEncoding.EncodeToString(data)
	raw := base64.RawStdEncoding.EncodeToString([]byte("ab"))
	fmt.Println(enc, url, raw)
	back, err := base64.StdEncoding.DecodeString(enc)
	fmt.Println(bytes.Equal(back, data), err)
	_, err = base64.StdEncoding.DecodeString("aGVsbG8=x")
	fmt.Println(err)
}

// Output:
// 3 ["name" "age" "city"]
// 3 ["Smith, John" "42" "New\nYork"]
// 3 ["Ann" "" "Paris"]
// err: parse error on line 5, column 11: extraneous or missing " in quoted-field
// [] record on line 2: wrong number of fields
// [[a b] [1 2 3]] <nil>
// id,note
// 1,"says ""hi"", bye"
// 2," lead space"
// x,"y
// z"
// 48656c6c6f2c20476f7068657273212000ff
// 00000000  48 65 6c 6c 6f 2c 20 47  6f 70 68 65 72 73 21 20  |Hello, Gophers! |
// 00000010  00 ff                                             |..|
// "Hello" encoding/hex: invalid byte: U+007A 'z'
// encoding/hex: odd length hex string
// SGVsbG8sIEdvcGhlcnMhIAD/ SGVsbG8sIEdvcGhlcnMhIAD_ YWI
// true <nil>
// illegal base64 data at input byte 8
