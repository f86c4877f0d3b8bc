package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

type header struct {
	Magic   [4]byte
	Version uint16
	Flags   uint16
	Size    int32
	Ratio   float32
}

func main() {
	buf := make([]byte, 8)
	n, err := io.ReadFull(strings.NewReader("abc"), buf)
	fmt.Println(n, err, errors.Is(err, io.ErrUnexpectedEOF))
	n, err = io.ReadFull(strings.NewReader(""), buf)
	fmt.Println(n, err)
	n, err = io.ReadAtLeast(strings.NewReader("abcdef"), buf[:2], 4)
	fmt.Println(n, err)
	lr := io.LimitReader(strings.NewReader("0123456789"), 4)
	b, _ := io.ReadAll(lr)
	fmt.Printf("%s\n", b)
	var w1, w2 bytes.Buffer
	mw := io.MultiWriter(&w1, &w2)
	tee := io.TeeReader(strings.NewReader("tee data"), mw)
	io.Copy(io.Discard, tee)
	fmt.Println(w1.String(), w2.Len())
	sr := io.NewSectionReader(strings.NewReader("hello section reader"), 6, 7)
	sb, _ := io.ReadAll(sr)
	fmt.Printf("%q %d\n", sb, sr.Size())
	mr := io.MultiReader(strings.NewReader("a"), strings.NewReader(""), strings.NewReader("bc"))
	all, _ := io.ReadAll(mr)
	fmt.Println(string(all))
	pr, pw := io.Pipe()
	go func() {
		fmt.Fprint(pw, "through the pipe")
		pw.CloseWithError(errors.New("writer gave up"))
	}()
	got, err := io.ReadAll(pr)
	fmt.Printf("%q %v\n", got, err)

	br := bufio.NewReaderSize(strings.NewReader("line1\nline2 is long\nend"), 16)
	p, err := br.Peek(3)
	fmt.Printf("%q %v\n", p, err)
	for {
		line, isPrefix, err := br.ReadLine()
		if err != nil {
			fmt.Println("readline err:", err)
			break
		}
		fmt.Printf("%q %v\n", line, isPrefix)
	}
	_, err = bufio.NewReaderSize(strings.NewReader("x"), 16).Peek(20)
	fmt.Println(err)
	rr := bufio.NewReader(strings.NewReader("héllo"))
	r, size, _ := rr.ReadRune()
	fmt.Println(string(r), size, rr.UnreadRune(), rr.UnreadRune())
	bw := bufio.NewWriterSize(os.Stdout, 4)
	fmt.Fprint(bw, "buffered ")
	fmt.Println("(direct)")
	bw.Flush()
	fmt.Println(bw.Buffered(), bw.Available(), bw.Size())

	h := header{Magic: [4]byte{'O', 'P', 'L', 'B'}, Version: 2, Flags: 0x8001, Size: -5, Ratio: 1.5}
	var bb bytes.Buffer
	fmt.Println(binary.Write(&bb, binary.BigEndian, h), bb.Len(), binary.Size(h))
	fmt.Println(hex.EncodeToString(bb.Bytes()))
	var back header
	fmt.Println(binary.Read(bytes.NewReader(bb.Bytes()), binary.BigEndian, &back), back)
	fmt.Println(binary.Read(bytes.NewReader(bb.Bytes()[:5]), binary.LittleEndian, &back))
	vb := binary.AppendUvarint(nil, 300)
	vb = binary.AppendVarint(vb, -300)
	u, k := binary.Uvarint(vb)
	s, k2 := binary.Varint(vb[k:])
	fmt.Println(vb, u, k, s, k2, binary.LittleEndian.Uint32([]byte{1, 2, 3, 4}))
	fmt.Print(hex.Dump([]byte("0123456789abcdefXYZ\x00\xff")))
	_, err = hex.DecodeString("abz1")
	fmt.Println(err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err)
	enc := base64.StdEncoding.EncodeToString([]byte("any carnal pleas"))
	fmt.Println(enc, base64.RawURLEncoding.EncodeToString([]byte{0xfb, 0xff}), base64.URLEncoding.EncodeToString([]byte{0xfb, 0xff}))
	_, err = base64.StdEncoding.DecodeString("YW55$")
	fmt.Println(err)
	_, err = base64.StdEncoding.DecodeString("YW5")
	fmt.Println(err)
	dec, err := base64.RawStdEncoding.DecodeString("YW5")
	fmt.Println(string(dec), err)
}

// Output:
// 3 unexpected EOF true
// 0 EOF
// 0 short buffer
// 0123
// tee data 8
// "section" 7
// abc
// "through the pipe" writer gave up
// "lin" <nil>
// "line1" false
// "line2 is long" false
// "end" false
// readline err: EOF
// bufio: buffer full
// h 1 <nil> bufio: invalid use of UnreadRune
// buffered (direct)
// 0 4 4
// <nil> 16 16
// 4f504c4200028001fffffffb3fc00000
// <nil> {[79 80 76 66] 2 32769 -5 1.5}
// unexpected EOF
// [172 2 215 4] 300 2 -300 2 67305985
// 00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  |0123456789abcdef|
// 00000010  58 59 5a 00 ff                                    |XYZ..|
// encoding/hex: invalid byte: U+007A 'z'
// encoding/hex: odd length hex string
// YW55IGNhcm5hbCBwbGVhcw== -_8 -_8=
// illegal base64 data at input byte 4
// illegal base64 data at input byte 0
// an <nil>
