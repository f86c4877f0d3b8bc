package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

type Header struct {
	Magic   [4]byte
	Version uint16
	Flags   uint16
	Length  uint32
	Offset  int64
	Ratio   float32
	OK      bool
	_       [3]byte
	C       complex64
}

func main() {
	b := make([]byte, 8)
	binary.BigEndian.PutUint32(b, 0xdeadbeef)
	binary.LittleEndian.PutUint32(b[4:], 0xdeadbeef)
	fmt.Printf("% x\n", b)
	fmt.Println(binary.BigEndian.Uint64(b), binary.LittleEndian.Uint16(b[2:]))
	fmt.Println(binary.BigEndian, binary.LittleEndian, binary.NativeEndian)
	fmt.Printf("%v %#v %T\n", binary.BigEndian, binary.LittleEndian, binary.BigEndian)
	var bo binary.ByteOrder = binary.BigEndian
	fmt.Println(bo.String())
	a := binary.BigEndian.AppendUint16(nil, 0x1234)
	a = binary.LittleEndian.AppendUint64(a, 1)
	fmt.Println(a)

	h := Header{Magic: [4]byte{'O', 'P', 'L', 'B'}, Version: 3, Flags: 0x8001, Length: 1 << 20, Offset: -2, Ratio: 1.5, OK: true, C: 1 + 2i}
	var buf bytes.Buffer
	if err := binary.Write(&buf, binary.LittleEndian, h); err != nil {
		fmt.Println("write:", err)
	}
	fmt.Println(buf.Len(), binary.Size(h), binary.Size(&h))
	fmt.Printf("% x\n", buf.Bytes())
	var h2 Header
	if err := binary.Read(bytes.NewReader(buf.Bytes()), binary.LittleEndian, &h2); err != nil {
		fmt.Println("read:", err)
	}
	fmt.Printf("%+v\n", h2)
	fmt.Println(h == h2)

	var x uint32
	err := binary.Read(bytes.NewReader([]byte{1, 2}), binary.BigEndian, &x)
	fmt.Println(err, x)
	err = binary.Read(bytes.NewReader(nil), binary.BigEndian, &x)
	fmt.Println(err)
	err = binary.Read(bytes.NewReader(buf.Bytes()[:10]), binary.BigEndian, &h2)
	fmt.Println(err)

	type Bad struct {
		N    int
		Name string
	}
	var bad Bad
	fmt.Println(binary.Read(bytes.NewReader(make([]byte, 64)), binary.BigEndian, &bad))
	fmt.Println(binary.Write(&buf, binary.BigEndian, bad))
	fmt.Println(binary.Write(&buf, binary.BigEndian, &bad))
	fmt.Println(binary.Write(&buf, binary.BigEndian, 42))
	fmt.Println(binary.Read(&buf, binary.BigEndian, x))
	fmt.Println(binary.Size(bad), binary.Size(42), binary.Size([]int32{1, 2, 3}), binary.Size(nil))
	var nilp *uint16
	fmt.Println(binary.Size(nilp))

	vals := []int16{-1, 2, -300}
	buf.Reset()
	binary.Write(&buf, binary.BigEndian, vals)
	fmt.Printf("% x\n", buf.Bytes())
	out := make([]int16, 3)
	binary.Read(&buf, binary.BigEndian, out)
	fmt.Println(out)

	vb := binary.AppendUvarint(nil, 300)
	vb = binary.AppendVarint(vb, -3)
	fmt.Println(vb)
	u, n := binary.Uvarint(vb)
	fmt.Println(u, n)
	s, n := binary.Varint(vb[n:])
	fmt.Println(s, n)
	pb := make([]byte, binary.MaxVarintLen64)
	fmt.Println(binary.PutUvarint(pb, 1<<63), pb)
	fmt.Println(binary.Uvarint([]byte{0x80, 0x80}))
	fmt.Println(binary.Uvarint([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02}))
	r := bytes.NewReader([]byte{0x80})
	fmt.Println(binary.ReadUvarint(r))
	fmt.Println(binary.ReadVarint(bytes.NewReader([]byte{0x05})))
	fmt.Println(binary.ReadUvarint(bytes.NewReader(nil)))
	fmt.Println(binary.ReadUvarint(bytes.NewReader([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1})))

	enc := make([]byte, 4)
	fmt.Println(binary.Encode(enc, binary.BigEndian, uint64(7)))
	fmt.Println(binary.Encode(enc, binary.BigEndian, uint32(7)), enc)
	var back uint32
	fmt.Println(binary.Decode(enc, binary.BigEndian, &back), back)
	fmt.Println(binary.Decode(enc[:2], binary.BigEndian, &h2))
	ap, err := binary.Append([]byte("hd"), binary.BigEndian, struct{ A, B uint8 }{1, 2})
	fmt.Println(ap, err)
	_, err = binary.Append(nil, binary.BigEndian, []string{"x"})
	fmt.Println(err)
	fmt.Println(binary.Decode(enc, binary.BigEndian, bad))
}

// Error:
// # command-line-arguments
// ./std_binary_header_roundtrip.go:98:14: multiple-value binary.Encode(enc, binary.BigEndian, uint32(7)) (value of type (int, error)) in single-value context
// ./std_binary_header_roundtrip.go:100:14: multiple-value binary.Decode(enc, binary.BigEndian, &back) (value of type (int, error)) in single-value context
