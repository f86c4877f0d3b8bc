package main

import (
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"hash/adler32"
	"hash/crc32"
	"hash/crc64"
	"hash/fnv"
)

func main() {
	data := []byte("The quick brown fox jumps over the lazy dog")
	fmt.Printf("%x\n", md5.Sum(data))
	fmt.Printf("%x\n", sha1.Sum(data))
	fmt.Printf("%x\n", sha256.Sum256(data))
	fmt.Printf("%x\n", sha512.Sum512(data[:9]))
	h := sha256.New()
	h.Write(data[:10])
	h.Write(data[10:])
	fmt.Println(hex.EncodeToString(h.Sum(nil)), h.Size(), h.BlockSize())
	mac := hmac.New(sha256.New, []byte("key"))
	mac.Write(data)
	sum := mac.Sum(nil)
	fmt.Println(hex.EncodeToString(sum)[:16], hmac.Equal(sum, sum))
	fmt.Println(crc32.ChecksumIEEE(data), crc32.Checksum(data, crc32.MakeTable(crc32.Castagnoli)), adler32.Checksum(data))
	fmt.Println(crc64.Checksum(data, crc64.MakeTable(crc64.ECMA)))
	f := fnv.New32a()
	f.Write([]byte("hello"))
	f64 := fnv.New64()
	f64.Write([]byte("hello"))
	fmt.Println(f.Sum32(), f64.Sum64())
	enc := base64.StdEncoding.EncodeToString([]byte("hi?>"))
	fmt.Println(enc, base64.URLEncoding.EncodeToString([]byte("hi?>")), base64.RawStdEncoding.EncodeToString([]byte("a")))
	_, err := base64.StdEncoding.DecodeString("aGk/Pg=x")
	fmt.Println(err)
	dec, err := base64.StdEncoding.DecodeString("aGk/Pg==")
	fmt.Println(string(dec), err)
	_, err = hex.DecodeString("abz")
	fmt.Println(err)
	_, err = hex.DecodeString("abc")
	fmt.Println(err)
	fmt.Print(hex.Dump([]byte("0123456789abcdefXYZ")))
}

// Output:
// 9e107d9d372bb6826bd81d3542a419d6
// 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12
// d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592
// bbedb9d77e386908fbce019fed3f8237b6c95b13137948844d68347116d2caf7a495a9f34af79cd762bba0190e1900afe3e922b5162ff77f265ccbd275718183
// d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592 32 64
// f7bc83f430538424 true
// 1095738169 576848900 1541148634
// 6583902852472283588
// 1335831723 8883723591023973575
// aGk/Pg== aGk_Pg== YQ
// illegal base64 data at input byte 6
// hi?> <nil>
// encoding/hex: invalid byte: U+007A 'z'
// encoding/hex: odd length hex string
// 00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  |0123456789abcdef|
// 00000010  58 59 5a                                          |XYZ|
