// Byte slices: building them with append and copy, converting to and from strings, hashing and
// encoding them through bytes, crypto/sha256, hash/fnv and encoding/hex.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/fnv"
)

func main() {
	// A record buffer built byte by byte, reused every round.
	buf := make([]byte, 0, 64)
	h := fnv.New32a()
	var check uint32
	for i := 0; i < 200000; i++ {
		buf = buf[:0]
		buf = append(buf, "pod-"...)
		for n := i; ; n /= 10 {
			buf = append(buf, byte('0'+n%10))
			if n < 10 {
				break
			}
		}
		buf = append(buf, ':', byte(i), byte(i>>8))
		h.Reset()
		h.Write(buf)
		check ^= h.Sum32()
	}
	fmt.Println("fnv", check)

	// A large slice filled, copied over itself and checksummed.
	data := make([]byte, 1<<20)
	for i := range data {
		data[i] = byte(i*31 + i>>8)
	}
	for r := 0; r < 4; r++ {
		copy(data[1:], data)
		data[0] ^= byte(r)
	}
	var sum uint64
	for _, b := range data {
		sum = sum*131 + uint64(b)
	}
	fmt.Println("sum", sum)

	// Hashing chunks and joining the digests.
	var digests [][]byte
	for off := 0; off < len(data); off += 64 << 10 {
		d := sha256.Sum256(data[off : off+64<<10])
		digests = append(digests, d[:4])
	}
	fmt.Println("sha", hex.EncodeToString(bytes.Join(digests, nil)))

	// string <-> []byte conversions and bytes functions.
	words := 0
	for i := 0; i < 20000; i++ {
		line := []byte(fmt.Sprint("a b  c ", i))
		words += len(bytes.Fields(line))
		s := string(bytes.ToUpper(line))
		if s[0] != 'A' {
			panic(s)
		}
	}
	fmt.Println("words", words)
}
