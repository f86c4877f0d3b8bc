// Builds, hashes and encodes byte slices through the standard library.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"
)

type payload struct {
	Data []byte  `json:"data"`
	Sum  [8]byte `json:"sum"`
}

func main() {
	var buf bytes.Buffer
	for i := 0; i < 50; i++ {
		buf.WriteString(strconv.Itoa(i))
		buf.WriteByte(',')
	}
	b := buf.Bytes()
	fmt.Println(len(b), string(b[:20]))
	sum := sha256.Sum256(b)
	fmt.Println(hex.EncodeToString(sum[:]))
	h := fnv.New64a()
	h.Write(b)
	fmt.Println(h.Sum64(), h.Sum(nil))
	enc := base64.StdEncoding.EncodeToString(b[:10])
	dec, err := base64.StdEncoding.DecodeString(enc)
	fmt.Println(enc, string(dec), err)

	var p payload
	p.Data = []byte("hi\x00")
	copy(p.Sum[:], sum[:8])
	out, _ := json.Marshal(p)
	fmt.Println(string(out))
	var q payload
	fmt.Println(json.Unmarshal(out, &q), q.Data, q.Sum == p.Sum)

	fields := bytes.Fields([]byte("  a bb  ccc "))
	fmt.Println(len(fields), string(bytes.Join(fields, []byte("-"))))
	up := bytes.ToUpper([]byte("héllo"))
	fmt.Println(string(up), utf8.RuneCount(up), utf8.Valid(up), utf8.Valid([]byte{0xff}))
	r, size := utf8.DecodeRune([]byte("é!"))
	fmt.Println(r, size, string(utf8.AppendRune(nil, 'ß')))
	fmt.Println(bytes.Compare([]byte("a"), []byte("b")), bytes.Index(b, []byte("10,")), bytes.HasPrefix(b, []byte("0,1")))
	fmt.Println(strconv.AppendInt([]byte("n="), -42, 10), string(strconv.AppendQuote(nil, "q\n")))

	rd := bufio.NewReader(strings.NewReader("line one\nline two\n"))
	line, _ := rd.ReadBytes('\n')
	rest, _ := io.ReadAll(rd)
	fmt.Printf("%q %q\n", line, rest)
	w := bufio.NewWriter(os.Stdout)
	w.Write([]byte("written\n"))
	w.Flush()
	os.Stdout.Write([]byte{'o', 'k', '\n'})

	// A larger checksum loop over reused buffers.
	chunk := make([]byte, 4096)
	var total uint32
	for round := 0; round < 20; round++ {
		for i := range chunk {
			chunk[i] = byte(i*7 + round)
		}
		s := sha256.Sum256(chunk)
		total = total*31 + uint32(s[0]) + uint32(s[31])
	}
	fmt.Println(total)
}

// Output:
// 140 0,1,2,3,4,5,6,7,8,9,
// 077ba6995d23b61f3de629ba45496763d3229769c03737a291904f7220f6e5e0
// 18262694613250002528 [253 114 31 253 168 52 206 96]
// MCwxLDIsMyw0LA== 0,1,2,3,4, <nil>
// {"data":"aGkA","sum":[7,123,166,153,93,35,182,31]}
// <nil> [104 105 0] true
// 3 a-bb-ccc
// HÉLLO 5 true false
// 233 2 ß
// -1 20 true
// [110 61 45 52 50] "q\n"
// "line one\n" "line two\n"
// written
// ok
// 3455866728
