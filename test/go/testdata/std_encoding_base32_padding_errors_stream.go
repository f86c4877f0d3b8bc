package main

import (
	"bytes"
	"encoding/base32"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	for _, s := range []string{"", "f", "fo", "foo", "foob", "fooba", "foobar", "Hello, 世界"} {
		std := base32.StdEncoding.EncodeToString([]byte(s))
		hex := base32.HexEncoding.EncodeToString([]byte(s))
		raw := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString([]byte(s))
		star := base32.HexEncoding.WithPadding('*').EncodeToString([]byte(s))
		fmt.Printf("%-12q %-24s %-24s %-22s %s %d/%d\n", s, std, hex, raw, star, base32.StdEncoding.EncodedLen(len(s)), base32.StdEncoding.DecodedLen(len(std)))
	}
	for _, in := range []string{"MZXW6YTBOI======", "MZXW6YTBOI=====", "MZXW6===", "MZXW6YQ=", "MZ======", "M=======", "MZX=====", "MZXW6YTB", "MZXW6YTBO", "mzxw6ytb", "MZXW\n6YTB\r\nOI======", "MZXW6YTBOI======MZXW6===", "MZXW6YT=", "MZXW6Y=A", "MZ=XW6YT", "", "========", "MZXW6YTBOI==X==="} {
		b, err := base32.StdEncoding.DecodeString(in)
		fmt.Printf("%q -> %q %v\n", in, b, err)
	}
	raw := base32.StdEncoding.WithPadding(base32.NoPadding)
	for _, in := range []string{"MZXW6YQ", "MZXW6", "M", "MZX", "MZXW6YTBOI", "MZXW6YTBOI=="} {
		b, err := raw.DecodeString(in)
		fmt.Printf("raw %q -> %q %v\n", in, b, err)
	}
	dst := make([]byte, 10)
	n, err := base32.StdEncoding.Decode(dst, []byte("MZXW6YTBOI======"))
	fmt.Println(n, err, dst[:n], base32.StdEncoding.AppendEncode([]byte("x:"), []byte("hi")))
	ad, err := base32.StdEncoding.AppendDecode([]byte("y:"), []byte("NBUQ===="))
	fmt.Printf("%q %v\n", ad, err)
	var buf bytes.Buffer
	w := base32.NewEncoder(base32.StdEncoding, &buf)
	w.Write([]byte("hel"))
	w.Write([]byte("lo, wor"))
	w.Write([]byte("ld"))
	fmt.Println(buf.String())
	w.Close()
	fmt.Println(buf.String())
	r := base32.NewDecoder(base32.StdEncoding, strings.NewReader("NBSWY3DPFQQHO33S\nNRSA===="))
	all, err := io.ReadAll(r)
	fmt.Printf("%q %v\n", all, err)
	r = base32.NewDecoder(base32.StdEncoding, strings.NewReader("NBSWY3DPFQQHO"))
	all, err = io.ReadAll(r)
	fmt.Printf("%q %v\n", all, err)
	r = base32.NewDecoder(base32.StdEncoding, strings.NewReader("NBSWY3D!FQQHO33S"))
	all, err = io.ReadAll(r)
	fmt.Printf("%q %v\n", all, err)
	r = base32.NewDecoder(raw, strings.NewReader("NBSWY3DPFQQHO33SNRSA"))
	all, err = io.ReadAll(r)
	fmt.Printf("%q %v\n", all, err)
	e := base32.NewEncoder(raw, os.Stdout)
	fmt.Fprint(e, "streamed without padding")
	e.Close()
	fmt.Println()
	var ce base32.CorruptInputError = 7
	fmt.Println(ce, ce.Error())
	for _, f := range []func(){
		func() { base32.NewEncoding("abc") },
		func() { base32.NewEncoding("ABCDEFGHIJKLMNOPQRSTUVWXYZ23456A") },
		func() { base32.NewEncoding("ABCDEFGHIJKLMNOPQRSTUVWXYZ23456\n") },
		func() { base32.StdEncoding.WithPadding('A') },
		func() { base32.StdEncoding.WithPadding(0x100) },
		func() { base32.StdEncoding.Encode(make([]byte, 3), []byte("abcdef")) },
	} {
		func() {
			defer func() { fmt.Println("panic:", recover()) }()
			f()
		}()
	}
	lower := base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567")
	fmt.Println(lower.EncodeToString([]byte("custom")), raw.EncodedLen(7), raw.DecodedLen(12))
}

// Output:
// ""                                                                                     0/0
// "f"          MY======                 CO======                 MY                     CO****** 8/5
// "fo"         MZXQ====                 CPNG====                 MZXQ                   CPNG**** 8/5
// "foo"        MZXW6===                 CPNMU===                 MZXW6                  CPNMU*** 8/5
// "foob"       MZXW6YQ=                 CPNMUOG=                 MZXW6YQ                CPNMUOG* 8/5
// "fooba"      MZXW6YTB                 CPNMUOJ1                 MZXW6YTB               CPNMUOJ1 8/5
// "foobar"     MZXW6YTBOI======         CPNMUOJ1E8======         MZXW6YTBOI             CPNMUOJ1E8****** 16/10
// "Hello, 世界"  JBSWY3DPFQQOJOEW46KYY=== 91IMOR3F5GGE9E4MSUAOO=== JBSWY3DPFQQOJOEW46KYY  91IMOR3F5GGE9E4MSUAOO*** 24/15
// "MZXW6YTBOI======" -> "foobar" <nil>
// "MZXW6YTBOI=====" -> "fooba" illegal base32 data at input byte 15
// "MZXW6===" -> "foo" <nil>
// "MZXW6YQ=" -> "foob" <nil>
// "MZ======" -> "f" <nil>
// "M=======" -> "" illegal base32 data at input byte 1
// "MZX=====" -> "" illegal base32 data at input byte 3
// "MZXW6YTB" -> "fooba" <nil>
// "MZXW6YTBO" -> "fooba" illegal base32 data at input byte 8
// "mzxw6ytb" -> "" illegal base32 data at input byte 0
// "MZXW\n6YTB\r\nOI======" -> "foobar" <nil>
// "MZXW6YTBOI======MZXW6===" -> "fooba" illegal base32 data at input byte 10
// "MZXW6YT=" -> "foob" <nil>
// "MZXW6Y=A" -> "" illegal base32 data at input byte 6
// "MZ=XW6YT" -> "" illegal base32 data at input byte 2
// "" -> "" <nil>
// "========" -> "" illegal base32 data at input byte 0
// "MZXW6YTBOI==X===" -> "fooba" illegal base32 data at input byte 11
// raw "MZXW6YQ" -> "foob" <nil>
// raw "MZXW6" -> "foo" <nil>
// raw "M" -> "" <nil>
// raw "MZX" -> "" <nil>
// raw "MZXW6YTBOI" -> "foobar" <nil>
// raw "MZXW6YTBOI==" -> "fooba" illegal base32 data at input byte 10
// 6 <nil> [102 111 111 98 97 114] [120 58 78 66 85 81 61 61 61 61]
// "y:hi" <nil>
// NBSWY3DPFQQHO33S
// NBSWY3DPFQQHO33SNRSA====
// "hello, world" <nil>
// "hello" unexpected EOF
// "" illegal base32 data at input byte 7
// "hello, world" <nil>
// ON2HEZLBNVSWIIDXNF2GQ33VOQQHAYLEMRUW4ZY
// illegal base32 data at input byte 7 illegal base32 data at input byte 7
// panic: encoding alphabet is not 32-bytes long
// panic: encoding alphabet includes duplicate symbols
// panic: encoding alphabet contains newline character
// panic: padding contained in alphabet
// panic: invalid padding
// panic: runtime error: index out of range [3] with length 3
// mn2xg5dpnu====== 12 7
