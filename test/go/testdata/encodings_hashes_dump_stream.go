package main

import (
	"bytes"
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"strings"
)

func main() {
	data := []byte("apiVersion: v1\nkind: Secret\n")
	fmt.Print(hex.Dump(data))
	d := hex.Dumper(os.Stdout)
	d.Write([]byte("abc"))
	d.Write([]byte("defghijklmnopqrstu"))
	d.Close()
	fmt.Printf("%x\n%x\n%x\n%x\n", md5.Sum(data), sha1.Sum(data), sha256.Sum256(data), sha512.Sum384(data))
	h := sha256.New()
	io.WriteString(h, "part1")
	io.WriteString(h, "part2")
	fmt.Printf("%x %d %d\n", h.Sum(nil), h.Size(), h.BlockSize())
	mac := hmac.New(sha256.New, []byte("key"))
	mac.Write(data)
	sum := mac.Sum(nil)
	fmt.Println(hex.EncodeToString(sum), hmac.Equal(sum, sum), hmac.Equal(sum, sum[:5]))
	fmt.Println(crc32.ChecksumIEEE(data), crc32.Checksum(data, crc32.MakeTable(crc32.Castagnoli)), crc32.Update(0, crc32.IEEETable, []byte("x")))
	var buf bytes.Buffer
	enc := base64.NewEncoder(base64.StdEncoding, &buf)
	enc.Write([]byte("streaming "))
	enc.Write([]byte("base64!"))
	fmt.Println(buf.String(), "(before close)")
	enc.Close()
	fmt.Println(buf.String())
	dec := base64.NewDecoder(base64.StdEncoding, strings.NewReader(buf.String()))
	out, err := io.ReadAll(dec)
	fmt.Printf("%q %v\n", out, err)
	_, err = io.ReadAll(base64.NewDecoder(base64.StdEncoding, strings.NewReader("abc$")))
	fmt.Println(err)
	fmt.Println(base64.URLEncoding.EncodeToString([]byte{0xfb, 0xff, 0xfe}), base64.StdEncoding.EncodeToString([]byte{0xfb, 0xff, 0xfe}), base64.RawStdEncoding.EncodedLen(5), base64.StdEncoding.DecodedLen(8))
	custom := base64.StdEncoding.WithPadding('*')
	fmt.Println(custom.EncodeToString([]byte("a")), base64.StdEncoding.Strict().EncodeToString([]byte("ab")))
	_, err = base64.StdEncoding.Strict().DecodeString("YR==")
	fmt.Println(err)
	block := &pem.Block{Type: "CERTIFICATE", Headers: map[string]string{"Proc-Type": "4,ENCRYPTED", "A": "b"}, Bytes: bytes.Repeat([]byte{1, 2, 3}, 30)}
	encoded := pem.EncodeToMemory(block)
	fmt.Print(string(encoded))
	p, rest := pem.Decode(append(encoded, []byte("trailing")...))
	fmt.Println(p.Type, len(p.Bytes), p.Headers, string(rest))
	p, rest = pem.Decode([]byte("no pem here"))
	fmt.Println(p == nil, string(rest))
	_, err = hex.DecodeString("zz")
	fmt.Println(err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err)
}

// Output:
// 00000000  61 70 69 56 65 72 73 69  6f 6e 3a 20 76 31 0a 6b  |apiVersion: v1.k|
// 00000010  69 6e 64 3a 20 53 65 63  72 65 74 0a              |ind: Secret.|
// 00000000  61 62 63 64 65 66 67 68  69 6a 6b 6c 6d 6e 6f 70  |abcdefghijklmnop|
// 00000010  71 72 73 74 75                                    |qrstu|
// 8ed4081a41f899362d26b9ca560c4a8c
// c542b30107d97cd6a2037fcba45b20fad9f0e403
// 49c7fcfc494f3af3cadc518ffa702fe8f4ccea2f8209193d951ded3f8f81f39a
// 47d3163757995d6d815f90a2a3e46a44254dcca2f0005500f638268a722a4c0391e0db377f02b502438cfb7dacbad3e1
// 4986fc0feee88f7e3d1441ba8fe651b1626115c2244e45ee1ed1fe850e9ef428 32 64
// 332f49b599f54b2b71c5b1604ef0eaadc3af0727943616d33ccbdc58f25b8465 true false
// 2270530744 4204013138 2363233923
// c3RyZWFtaW5nIGJhc2U2 (before close)
// c3RyZWFtaW5nIGJhc2U2NCE=
// "streaming base64!" <nil>
// illegal base64 data at input byte 3
// -__- +//+ 7 6
// YQ** YWI=
// illegal base64 data at input byte 2
// -----BEGIN CERTIFICATE-----
// Proc-Type: 4,ENCRYPTED
// A: b
//
// AQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQID
// AQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQIDAQID
// -----END CERTIFICATE-----
// CERTIFICATE 90 map[A:b Proc-Type:4,ENCRYPTED] trailing
// true no pem here
// encoding/hex: invalid byte: U+007A 'z'
// encoding/hex: odd length hex string
