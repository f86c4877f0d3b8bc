package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

func writeFrame(w io.Writer, payload []byte) error {
	var hdr [binary.MaxVarintLen64]byte
	n := binary.PutUvarint(hdr[:], uint64(len(payload)))
	if _, err := w.Write(hdr[:n]); err != nil {
		return err
	}
	_, err := w.Write(payload)
	return err
}

func readFrame(r *bufio.Reader) ([]byte, error) {
	size, err := binary.ReadUvarint(r)
	if err != nil {
		return nil, err
	}
	if size > 1<<20 {
		return nil, fmt.Errorf("frame too large: %d", size)
	}
	buf := make([]byte, size)
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, fmt.Errorf("reading %d-byte frame: %w", size, err)
	}
	return buf, nil
}

func main() {
	var stream bytes.Buffer
	msgs := []string{"hello", "", string(bytes.Repeat([]byte("x"), 200)), "bye"}
	for _, m := range msgs {
		writeFrame(&stream, []byte(m))
	}
	fmt.Printf("stream %d bytes, header of 200: % x\n", stream.Len(), binary.AppendUvarint(nil, 200))
	raw := stream.Bytes()
	r := bufio.NewReader(bytes.NewReader(raw))
	for {
		f, err := readFrame(r)
		if errors.Is(err, io.EOF) {
			fmt.Println("clean EOF")
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Printf("frame len=%d prefix=%.5q\n", len(f), f)
	}
	trunc := bufio.NewReader(bytes.NewReader(raw[:len(raw)-2]))
	for {
		_, err := readFrame(trunc)
		if err != nil {
			fmt.Println("truncated:", err, errors.Is(err, io.ErrUnexpectedEOF))
			break
		}
	}
	_, err := readFrame(bufio.NewReader(bytes.NewReader([]byte{0x80})))
	fmt.Println(err)
	_, err = readFrame(bufio.NewReader(bytes.NewReader(binary.AppendUvarint(nil, 1<<30))))
	fmt.Println(err)
	for _, v := range []int64{0, -1, 1, -64, 63, 1 << 40} {
		b := binary.AppendVarint(nil, v)
		back, n := binary.Varint(b)
		fmt.Printf("%d -> % x -> %d (%d)\n", v, b, back, n)
	}
}

// Output:
// stream 213 bytes, header of 200: c8 01
// frame len=5 prefix="hello"
// frame len=0 prefix=""
// frame len=200 prefix="xxxxx"
// frame len=3 prefix="bye"
// clean EOF
// truncated: reading 3-byte frame: unexpected EOF true
// unexpected EOF
// frame too large: 1073741824
// 0 -> 00 -> 0 (1)
// -1 -> 01 -> -1 (1)
// 1 -> 02 -> 1 (1)
// -64 -> 7f -> -64 (1)
// 63 -> 7e -> 63 (1)
// 1099511627776 -> 80 80 80 80 80 40 -> 1099511627776 (6)
