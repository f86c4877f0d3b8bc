package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

func main() {
	data := []byte("hello, operator")
	sum := sha256.Sum256(data)
	fmt.Printf("%x\n", sum)
	fmt.Println(hex.EncodeToString(sum[:8]), len(sum))
	h := sha256.New()
	h.Write([]byte("hello, "))
	h.Write([]byte("operator"))
	fmt.Printf("%x %d\n", h.Sum(nil), h.Size())
	fmt.Printf("%x\n", sha256.Sum256([]byte(strings.Repeat("a", 1000))))
	fmt.Printf("%x\n", sha256.Sum256(nil))
	fmt.Printf("%x\n", sha256.Sum224([]byte("abc")))
	enc := base64.StdEncoding.EncodeToString([]byte("admin:s3cr3t!"))
	fmt.Println(enc)
	dec, err := base64.StdEncoding.DecodeString(enc)
	fmt.Println(string(dec), err)
	for _, s := range []string{"a", "ab", "abc", "abcd", "\xff\xfe"} {
		fmt.Println(base64.StdEncoding.EncodeToString([]byte(s)), base64.RawURLEncoding.EncodeToString([]byte(s)), base64.URLEncoding.EncodeToString([]byte(s)))
	}
	for _, s := range []string{"YWJj", "YWI=", "YWI", "Y", "YW=I", "!!!!", "YWJjZA==", "YWJjZA"} {
		b, err := base64.StdEncoding.DecodeString(s)
		fmt.Printf("%q %v\n", b, err)
		b, err = base64.RawStdEncoding.DecodeString(s)
		fmt.Printf("%q %v\n", b, err)
	}
	hb, err := hex.DecodeString("48656c6c6f")
	fmt.Println(string(hb), err)
	_, err = hex.DecodeString("4865z")
	fmt.Println(err)
	_, err = hex.DecodeString("486")
	fmt.Println(err, errors.Is(err, hex.ErrLength))
}
