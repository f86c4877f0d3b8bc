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
	in := "name,qty,note\n\"Smith, J\",3,\"said \"\"hi\"\"\"\nDoe,x,\n  spaced , 2 ,end\n"
	r := csv.NewReader(strings.NewReader(in))
	recs, err := r.ReadAll()
	fmt.Printf("%q %v\n", recs, err)
	r = csv.NewReader(strings.NewReader("a,b\nc\n"))
	_, err = r.ReadAll()
	fmt.Println(err)
	r = csv.NewReader(strings.NewReader("a,\"b\nc"))
	_, err = r.ReadAll()
	fmt.Println(err)
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"has,comma", "has \"quote\"", "plain", "new\nline", ""})
	w.Comma = ';'
	w.Write([]string{"a;b", "c"})
	w.Flush()
	fmt.Println(w.Error())
	for _, s := range []string{"48656c6c6f", "4x", "abc", "ABCD"} {
		b, err := hex.DecodeString(s)
		fmt.Printf("%q %v\n", b, err)
	}
	var buf bytes.Buffer
	enc := base64.NewEncoder(base64.URLEncoding, &buf)
	enc.Write([]byte{0xfb, 0xff, 0xfe, 'a'})
	enc.Close()
	fmt.Println(buf.String(), base64.RawStdEncoding.EncodeToString([]byte("ab")), base64.StdEncoding.EncodeToString([]byte("ab")))
	for _, s := range []string{"YWI=", "YWI", "Y!==", "YWJj\nZGVm"} {
		b, err := base64.StdEncoding.DecodeString(s)
		fmt.Printf("%q %v\n", b, err)
	}
	fmt.Println(hex.EncodeToString([]byte{0, 15, 255}), strings.ToUpper(hex.EncodeToString([]byte("Go"))))
}

// Output:
// [["name" "qty" "note"] ["Smith, J" "3" "said \"hi\""] ["Doe" "x" ""] ["  spaced " " 2 " "end"]] <nil>
// record on line 2: wrong number of fields
// record on line 1; parse error on line 2, column 2: extraneous or missing " in quoted-field
// "has,comma","has ""quote""",plain,"new
// line",
// "a;b";c
// <nil>
// "Hello" <nil>
// "" encoding/hex: invalid byte: U+0078 'x'
// "\xab" encoding/hex: odd length hex string
// "\xab\xcd" <nil>
// -__-YQ== YWI YWI=
// "ab" <nil>
// "" illegal base64 data at input byte 0
// "" illegal base64 data at input byte 1
// "abcdef" <nil>
// 000fff 476F
