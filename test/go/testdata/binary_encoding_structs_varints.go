package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

type Header struct {
	Magic   [4]byte
	Version uint16
	Flags   uint8
	_       uint8
	Length  int32
	Ratio   float32
	Items   [2]int16
}

func main() {
	h := Header{Magic: [4]byte{'O', 'P', 'L', 'B'}, Version: 3, Flags: 0x81, Length: -2, Ratio: 1.5, Items: [2]int16{-1, 300}}
	var buf bytes.Buffer
	fmt.Println(binary.Write(&buf, binary.BigEndian, h), buf.Len(), binary.Size(h))
	fmt.Printf("% x\n", buf.Bytes())
	var back Header
	fmt.Println(binary.Read(bytes.NewReader(buf.Bytes()), binary.BigEndian, &back), back == h, back)
	var le bytes.Buffer
	binary.Write(&le, binary.LittleEndian, []uint32{1, 0xdeadbeef})
	binary.Write(&le, binary.LittleEndian, int8(-3))
	binary.Write(&le, binary.LittleEndian, true)
	fmt.Printf("% x\n", le.Bytes())
	fmt.Println(binary.Write(&le, binary.LittleEndian, 5))
	fmt.Println(binary.Write(&le, binary.LittleEndian, "str"))
	var short Header
	err := binary.Read(bytes.NewReader(buf.Bytes()[:5]), binary.BigEndian, &short)
	fmt.Println(err, errors.Is(err, io.ErrUnexpectedEOF))
	err = binary.Read(bytes.NewReader(nil), binary.BigEndian, &short)
	fmt.Println(err)
	b := make([]byte, 0, 32)
	for _, v := range []int64{0, 1, -1, 63, -64, 64, 300, -300, 1 << 40} {
		b = binary.AppendVarint(b[:0], v)
		x, n := binary.Varint(b)
		fmt.Printf("%d -> % x -> %d (%d bytes)\n", v, b, x, n)
	}
	ub := binary.AppendUvarint(nil, 1<<63)
	u, n := binary.Uvarint(ub)
	fmt.Println(len(ub), u, n, binary.PutUvarint(make([]byte, binary.MaxVarintLen64), 127))
	u, n = binary.Uvarint([]byte{0x80, 0x80})
	fmt.Println(u, n)
	u, n = binary.Uvarint([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02})
	fmt.Println(u, n)
	rv, err := binary.ReadUvarint(bytes.NewReader([]byte{0xac, 0x02}))
	fmt.Println(rv, err)
	_, err = binary.ReadUvarint(bytes.NewReader([]byte{0xac}))
	fmt.Println(err)
	x := make([]byte, 8)
	binary.BigEndian.PutUint64(x, 0x0102030405060708)
	fmt.Println(x, binary.LittleEndian.Uint32(x), binary.BigEndian.Uint16(x[6:]), binary.BigEndian.String(), binary.NativeEndian.Uint16([]byte{1, 0}))
	y := binary.LittleEndian.AppendUint16([]byte{9}, 0xabcd)
	fmt.Println(y)
	enc, err := binary.Append(nil, binary.BigEndian, struct{ A, B uint8 }{1, 2})
	fmt.Println(enc, err)
	var dec struct{ A, B uint8 }
	n2, err := binary.Decode([]byte{7, 8, 9}, binary.BigEndian, &dec)
	fmt.Println(n2, err, dec)
	n3, err := binary.Encode(make([]byte, 1), binary.BigEndian, uint32(5))
	fmt.Println(n3, err)
}

// Output:
// <nil> 20 20
// 4f 50 4c 42 00 03 81 00 ff ff ff fe 3f c0 00 00 ff ff 01 2c
// <nil> true {[79 80 76 66] 3 129 0 -2 1.5 [-1 300]}
// 01 00 00 00 ef be ad de fd 01
// binary.Write: some values are not fixed-sized in type int
// binary.Write: some values are not fixed-sized in type string
// unexpected EOF true
// EOF
// 0 -> 00 -> 0 (1 bytes)
// 1 -> 02 -> 1 (1 bytes)
// -1 -> 01 -> -1 (1 bytes)
// 63 -> 7e -> 63 (1 bytes)
// -64 -> 7f -> -64 (1 bytes)
// 64 -> 80 01 -> 64 (2 bytes)
// 300 -> d8 04 -> 300 (2 bytes)
// -300 -> d7 04 -> -300 (2 bytes)
// 1099511627776 -> 80 80 80 80 80 40 -> 1099511627776 (6 bytes)
// 10 9223372036854775808 10 1
// 0 0
// 0 -10
// 300 <nil>
// unexpected EOF
// [1 2 3 4 5 6 7 8] 67305985 1800 BigEndian 1
// [9 205 171]
// [1 2] <nil>
// 2 <nil> {7 8}
// 0 buffer too small
