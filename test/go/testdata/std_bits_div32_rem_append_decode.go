package main

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math"
	"math/bits"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %T %v\n", name, r, r)
		}
	}()
	f()
}

func main() {
	q, r := bits.Div32(1, 5, 7)
	fmt.Println(q, r)
	fmt.Println(bits.Rem32(9, 9, 7), bits.Rem64(math.MaxUint64, math.MaxUint64, 10), bits.Rem(100, 3, 7))
	try("div32 overflow", func() { bits.Div32(7, 0, 7) })
	try("div32 zero", func() { bits.Div32(0, 1, 0) })
	try("rem32 zero", func() { bits.Rem32(1, 1, 0) })
	try("rem64 zero", func() { bits.Rem64(1, 1, 0) })
	try("div64 overflow", func() { bits.Div64(2, 0, 1) })

	dst := []byte("id=")
	out, err := hex.AppendDecode(dst, []byte("48656c6c6f"))
	fmt.Printf("%q %v %d %d\n", out, err, len(out), cap(out))
	out, err = hex.AppendDecode(nil, []byte("4x"))
	fmt.Printf("%q %v\n", out, err)
	out, err = hex.AppendDecode([]byte("p"), []byte("abc"))
	fmt.Printf("%q %v\n", out, err)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawURLEncoding} {
		s := enc.EncodeToString([]byte("operator lab?>"))
		b, err := enc.AppendDecode([]byte("msg:"), []byte(s))
		fmt.Printf("%s %q %v %d\n", s, b, err, cap(b))
		b, err = enc.AppendDecode(nil, []byte("@@@@"))
		fmt.Printf("%q %v\n", b, err)
	}
	b, err := base64.StdEncoding.AppendDecode(make([]byte, 0, 64), []byte("aGk="))
	fmt.Printf("%q %v %d\n", b, err, cap(b))
}

// Output:
// 613566757 2
// 3 5 0
// div32 overflow: runtime.errorString runtime error: integer overflow
// div32 zero: runtime.errorString runtime error: integer divide by zero
// rem32 zero: runtime.errorString runtime error: integer divide by zero
// rem64 zero: runtime.errorString runtime error: integer divide by zero
// div64 overflow: runtime.errorString runtime error: integer overflow
// "id=Hello" <nil> 8 8
// "" encoding/hex: invalid byte: U+0078 'x'
// "p\xab" encoding/hex: odd length hex string
// b3BlcmF0b3IgbGFiPz4= "msg:operator lab?>" <nil> 24
// "" illegal base64 data at input byte 0
// b3BlcmF0b3IgbGFiPz4 "msg:operator lab?>" <nil> 24
// "" illegal base64 data at input byte 0
// "hi" <nil> 64
