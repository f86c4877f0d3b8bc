package main

import (
	"encoding"
	"fmt"
	"hash"
	"hash/adler32"
	"hash/crc32"
	"hash/crc64"
	"io"
	"strings"
)

func main() {
	data := []byte("The quick brown fox jumps over the lazy dog")
	fmt.Printf("adler32 %08x %d\n", adler32.Checksum(data), adler32.Checksum(nil))
	fmt.Printf("crc32   %08x\n", crc32.ChecksumIEEE(data))
	iso := crc64.MakeTable(crc64.ISO)
	ecma := crc64.MakeTable(crc64.ECMA)
	fmt.Printf("crc64 iso %016x ecma %016x same table: %v\n", crc64.Checksum(data, iso), crc64.Checksum(data, ecma), iso == crc64.MakeTable(crc64.ISO))
	custom := crc64.MakeTable(0x42F0E1EBA9EA3693)
	fmt.Printf("custom %x %x\n", crc64.Checksum(data, custom), custom[1])

	big := []byte(strings.Repeat("abcdefghij", 1000))
	fmt.Println(adler32.Checksum(big), crc64.Checksum(big, ecma))

	var h32 hash.Hash32 = adler32.New()
	io.WriteString(h32, "The quick brown ")
	fmt.Printf("%T size=%d block=%d partial=%x\n", h32, h32.Size(), h32.BlockSize(), h32.Sum32())
	state, err := h32.(encoding.BinaryMarshaler).MarshalBinary()
	fmt.Printf("%q %v\n", state, err)
	h32.Write([]byte("fox jumps over the lazy dog"))
	fmt.Printf("%x %x\n", h32.Sum32(), h32.Sum([]byte("prefix")))
	resumed := adler32.New()
	fmt.Println(resumed.(encoding.BinaryUnmarshaler).UnmarshalBinary(state))
	resumed.Write([]byte("fox jumps over the lazy dog"))
	fmt.Printf("resumed %x\n", resumed.Sum32())
	fmt.Println(resumed.(encoding.BinaryUnmarshaler).UnmarshalBinary([]byte("adl")))
	fmt.Println(resumed.(encoding.BinaryUnmarshaler).UnmarshalBinary([]byte("adl\x01\x00")))
	resumed.Reset()
	fmt.Println(resumed.Sum32())

	var h64 hash.Hash64 = crc64.New(ecma)
	h64.Write(data[:10])
	st, _ := h64.(encoding.BinaryMarshaler).MarshalBinary()
	fmt.Printf("%T %d %x\n", h64, len(st), st)
	other := crc64.New(iso)
	fmt.Println(other.(encoding.BinaryUnmarshaler).UnmarshalBinary(st))
	fmt.Println(other.(encoding.BinaryUnmarshaler).UnmarshalBinary([]byte("crc\x02short")))
	fmt.Println(other.(encoding.BinaryUnmarshaler).UnmarshalBinary([]byte("xyz")))
	same := crc64.New(ecma)
	fmt.Println(same.(encoding.BinaryUnmarshaler).UnmarshalBinary(st))
	same.Write(data[10:])
	h64.Write(data[10:])
	fmt.Printf("%x %x %v\n", same.Sum64(), h64.Sum(nil), crc64.Update(0, ecma, data) == h64.Sum64())
	fmt.Println(crc64.Size, adler32.Size, crc64.New(iso).BlockSize())
}

// Output:
// adler32 5bdc0fda 1
// crc32   414fa339
// crc64 iso 4ef14e19f4c6e28e ecma 5b5eb8c2e54aa1c4 same table: true
// custom f4c4e982e838d97e 3c3b78e888d80fe1
// 3099753914 14273035770370571668
// *adler32.digest size=4 block=4 partial=315105c7
// "adl\x011Q\x05\xc7" <nil>
// 5bdc0fda 7072656669785bdc0fda
// <nil>
// resumed 5bdc0fda
// hash/adler32: invalid hash state identifier
// hash/adler32: invalid hash state size
// 1
// *crc64.digest 20 6372630260269a52e1b7fe65f85993ea779b9bcc
// hash/crc64: tables do not match
// hash/crc64: invalid hash state size
// hash/crc64: invalid hash state identifier
// <nil>
// 5b5eb8c2e54aa1c4 5b5eb8c2e54aa1c4 true
// 8 4 1
