package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"os"
	"strings"
	"text/tabwriter"
	"unicode/utf16"
)

func main() {
	sum := sha256.Sum256([]byte("hello world"))
	fmt.Printf("%x\n", sum)
	fmt.Println(hex.EncodeToString(sum[:4]))
	h := sha256.New()
	h.Write([]byte("hello "))
	h.Write([]byte("world"))
	fmt.Printf("%x %d\n", h.Sum(nil)[:8], h.Size())
	f := fnv.New32a()
	f.Write([]byte("key"))
	fmt.Println(f.Sum32(), crc32.ChecksumIEEE([]byte("abc")))
	enc := base64.StdEncoding.EncodeToString([]byte("user:pa$$word?"))
	fmt.Println(enc, base64.URLEncoding.EncodeToString([]byte{0xfb, 0xff}), base64.RawStdEncoding.EncodeToString([]byte("a")))
	dec, err := base64.StdEncoding.DecodeString("aGVsbG8=!")
	fmt.Println(string(dec), err)
	_, err = hex.DecodeString("abz")
	fmt.Println(err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err)
	r := csv.NewReader(strings.NewReader("name,age\n\"Smith, J\",42\nbad,\"quote\n"))
	recs, err := r.ReadAll()
	fmt.Println(len(recs), recs, err)
	r = csv.NewReader(strings.NewReader("a,b\nc\n"))
	_, err = r.ReadAll()
	fmt.Println(err)
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"x", "has,comma", `has "quote"`, ""})
	w.Flush()
	tw := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(tw, "NAME\tREADY\tSTATUS\t")
	fmt.Fprintln(tw, "web-7d9f\t1/1\tRunning\t")
	fmt.Fprintln(tw, "db\t0/1\tCrashLoopBackOff\t")
	tw.Flush()
	tw = tabwriter.NewWriter(os.Stdout, 0, 0, 3, ' ', 0)
	fmt.Fprintf(tw, "NAME\tAGE\n%s\t%s\n%s\t%s\n", "a-very-long-name", "5m", "b", "10d")
	tw.Flush()
	fmt.Println(utf16.Encode([]rune("a😀")), string(utf16.Decode([]uint16{0x61, 0xd83d, 0xde00})))
}

// Output:
// b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9
// b94d27b9
// b94d27b9934d3e08 32
// 1746258028 891568578
// dXNlcjpwYSQkd29yZD8= -_8= YQ
// hello illegal base64 data at input byte 8
// encoding/hex: invalid byte: U+007A 'z'
// encoding/hex: odd length hex string
// 0 [] parse error on line 3, column 12: extraneous or missing " in quoted-field
// record on line 2: wrong number of fields
// x,"has,comma","has ""quote""",
//       NAME|  READY|            STATUS|
//   web-7d9f|    1/1|           Running|
//         db|    0/1|  CrashLoopBackOff|
// NAME               AGE
// a-very-long-name   5m
// b                  10d
// [97 55357 56832] a😀
