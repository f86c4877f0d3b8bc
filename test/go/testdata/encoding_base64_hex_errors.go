package main

import (
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
)

func main() {
	secret := []byte("user:p@ss\x00\xff")
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
		s := enc.EncodeToString(secret)
		back, err := enc.DecodeString(s)
		fmt.Println(s, enc.EncodedLen(len(secret)), enc.DecodedLen(len(s)), string(back) == string(secret), err)
	}
	for _, in := range []string{"aGVsbG8=", "aGVsbG8", "aGVsbG8===", "a GVs", "!!!!", "aGVsbA==\n", "aGVsbG9=", ""} {
		b, err := base64.StdEncoding.DecodeString(in)
		var ce base64.CorruptInputError
		fmt.Printf("%q -> %q %v %v\n", in, b, err, errors.As(err, &ce))
	}
	fmt.Println(base64.StdEncoding.Strict().DecodeString("aGVsbG9="))
	fmt.Println(base64.StdEncoding.WithPadding('*').EncodeToString([]byte("ab")))
	dst := make([]byte, 4)
	n, err := base64.StdEncoding.Decode(dst, []byte("YWJj"))
	fmt.Println(n, err, dst)
	fmt.Println(hex.EncodeToString([]byte("Kube")), hex.Dump([]byte("0123456789abcdefXYZ")))
	for _, in := range []string{"4b756265", "4B75", "4b7", "zz", "4b 75"} {
		b, err := hex.DecodeString(in)
		fmt.Printf("%q -> %q %v\n", in, b, err)
	}
	var ie hex.InvalidByteError
	_, err = hex.DecodeString("0g")
	fmt.Println(errors.As(err, &ie), byte(ie), errors.Is(err, hex.ErrLength))
	_, err = hex.DecodeString("abc")
	fmt.Println(err == hex.ErrLength)
	fmt.Printf("%x %X\n", hex.AppendEncode(nil, []byte{1, 2}), base64.StdEncoding.AppendEncode([]byte("p:"), []byte("hi")))
}

// Output:
// dXNlcjpwQHNzAP8= 16 12 true <nil>
// dXNlcjpwQHNzAP8= 16 12 true <nil>
// dXNlcjpwQHNzAP8 15 11 true <nil>
// dXNlcjpwQHNzAP8 15 11 true <nil>
// "aGVsbG8=" -> "hello" <nil> false
// "aGVsbG8" -> "hel" illegal base64 data at input byte 4 true
// "aGVsbG8===" -> "hello" illegal base64 data at input byte 8 true
// "a GVs" -> "" illegal base64 data at input byte 1 true
// "!!!!" -> "" illegal base64 data at input byte 0 true
// "aGVsbA==\n" -> "hell" <nil> false
// "aGVsbG9=" -> "hello" <nil> false
// "" -> "" <nil> false
// [104 101 108] illegal base64 data at input byte 7
// YWI*
// 3 <nil> [97 98 99 0]
// 4b756265 00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  |0123456789abcdef|
// 00000010  58 59 5a                                          |XYZ|
//
// "4b756265" -> "Kube" <nil>
// "4B75" -> "Ku" <nil>
// "4b7" -> "K" encoding/hex: odd length hex string
// "zz" -> "" encoding/hex: invalid byte: U+007A 'z'
// "4b 75" -> "K" encoding/hex: invalid byte: U+0020 ' '
// true 103 false
// true
// 30313032 703A61476B3D
