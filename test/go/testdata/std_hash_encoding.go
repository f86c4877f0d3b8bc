package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"hash/fnv"
)

func main() {
	s := "sha256 this string"
	h := sha256.New()
	h.Write([]byte(s))
	bs := h.Sum(nil)
	fmt.Printf("%x\n", bs)
	fmt.Printf("%x\n", sha256.Sum256([]byte("abc")))
	fmt.Println(hex.EncodeToString(bs[:4]))
	fmt.Printf("%x\n", md5.Sum([]byte("hello")))
	fmt.Printf("%x\n", sha1.Sum([]byte("hello")))
	f := fnv.New32a()
	f.Write([]byte("key"))
	fmt.Println(f.Sum32())
	f64 := fnv.New64a()
	f64.Write([]byte("key"))
	fmt.Println(f64.Sum64())
	fmt.Println(crc32.ChecksumIEEE([]byte("hello")))
	data := "abc123!?$*&()'-=@~"
	sEnc := base64.StdEncoding.EncodeToString([]byte(data))
	fmt.Println(sEnc)
	sDec, _ := base64.StdEncoding.DecodeString(sEnc)
	fmt.Println(string(sDec))
	uEnc := base64.URLEncoding.EncodeToString([]byte(data))
	fmt.Println(uEnc)
	_, err := base64.StdEncoding.DecodeString("!!!")
	fmt.Println(err)
	dec, err := hex.DecodeString("48656c6c6f")
	fmt.Println(string(dec), err)
}

// Output:
// 1af1dfa857bf1d8814fe1af8983c18080019922e557f15a8a0d3db739d77aacb
// ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
// 1af1dfa8
// 5d41402abc4b2a76b9719d911017c592
// aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d
// 1746258028
// 4452171178779021548
// 907060870
// YWJjMTIzIT8kKiYoKSctPUB+
// abc123!?$*&()'-=@~
// YWJjMTIzIT8kKiYoKSctPUB-
// illegal base64 data at input byte 0
// Hello <nil>
