package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"net/url"
	"os"
	"strings"
)

func main() {
	data := []byte("hello operator")
	fmt.Printf("%x\n", sha256.Sum256(data))
	fmt.Printf("%x\n", md5.Sum(data))
	fmt.Printf("%x\n", sha1.Sum(data))
	h := sha256.New()
	h.Write([]byte("hello "))
	h.Write([]byte("operator"))
	fmt.Println(hex.EncodeToString(h.Sum(nil))[:16], h.Size(), h.BlockSize())
	fmt.Println(crc32.ChecksumIEEE(data))
	f := fnv.New32a()
	f.Write(data)
	fmt.Println(f.Sum32())
	f64 := fnv.New64a()
	f64.Write(data)
	fmt.Println(f64.Sum64())
	enc := base64.StdEncoding.EncodeToString(data)
	fmt.Println(enc, base64.URLEncoding.EncodeToString([]byte{0xfb, 0xff}), base64.RawStdEncoding.EncodeToString([]byte("a")))
	dec, err := base64.StdEncoding.DecodeString(enc)
	fmt.Println(string(dec), err)
	_, err = base64.StdEncoding.DecodeString("!!!")
	fmt.Println(err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err)
	_, err = hex.DecodeString("zz")
	fmt.Println(err)
	fmt.Print(hex.Dump([]byte("dump this 20 bytes!!")))
	r := csv.NewReader(strings.NewReader("name,age\n\"Smith, J\",42\nann,\"7\"\"\"\n"))
	recs, err := r.ReadAll()
	fmt.Printf("%q %v\n", recs, err)
	_, err = csv.NewReader(strings.NewReader("a,b\nc\n")).ReadAll()
	fmt.Println(err)
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"x", "has,comma", "has \"quote\""})
	w.Flush()
	u, err := url.Parse("https://user:pw@example.com:8443/a/b c?q=1&q=2&x=y#frag")
	fmt.Println(u.Scheme, u.Host, u.Hostname(), u.Port(), u.Path, u.RawQuery, u.Fragment, u.User.Username(), err)
	fmt.Println(u.Query()["q"], u.Query().Get("x"), u.String())
	v := url.Values{}
	v.Set("b", "2 3")
	v.Add("a", "&")
	fmt.Println(v.Encode(), url.QueryEscape("a b/c"), url.PathEscape("a b/c"))
	_, err = url.Parse("http://[::1")
	fmt.Println(err)
}

// Output:
// 0017f09b83c99da5331aef6f91a824b12cba5e66458b3915ed3a6af41ddcb354
// b85a22a99f29f3ecc1bce721b6048313
// 7f2a33b2912292f3d420fe6f9b5f745156c9f551
// 0017f09b83c99da5 32 64
// 451674453
// 3980346553
// 5617073857501620217
// aGVsbG8gb3BlcmF0b3I= -_8= YQ
// hello operator <nil>
// illegal base64 data at input byte 0
// encoding/hex: odd length hex string
// encoding/hex: invalid byte: U+007A 'z'
// 00000000  64 75 6d 70 20 74 68 69  73 20 32 30 20 62 79 74  |dump this 20 byt|
// 00000010  65 73 21 21                                       |es!!|
// [["name" "age"] ["Smith, J" "42"] ["ann" "7\""]] <nil>
// record on line 2: wrong number of fields
// x,"has,comma","has ""quote"""
// https example.com:8443 example.com 8443 /a/b c q=1&q=2&x=y frag user <nil>
// [1 2] y https://user:pw@example.com:8443/a/b%20c?q=1&q=2&x=y#frag
// a=%26&b=2+3 a+b%2Fc a%20b%2Fc
// parse "http://[::1": missing ']' in host
