package main

import (
	"crypto/hmac"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"strings"
)

var ErrSignature = errors.New("signature mismatch")

func sign(secret, body []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func verify(secret, body []byte, header string) error {
	algo, sig, ok := strings.Cut(header, "=")
	if !ok || algo != "sha256" {
		return fmt.Errorf("unsupported signature header %q", header)
	}
	got, err := hex.DecodeString(sig)
	if err != nil {
		return fmt.Errorf("decode signature: %w", err)
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	if !hmac.Equal(got, mac.Sum(nil)) {
		return ErrSignature
	}
	return nil
}

func main() {
	secret := []byte("It's a Secret to Everybody")
	body := []byte("Hello, World!")
	h := sign(secret, body)
	fmt.Println(h)
	fmt.Println(verify(secret, body, h))
	fmt.Println(verify(secret, []byte("tampered"), h))
	fmt.Println(verify(secret, body, "sha1=abc"))
	fmt.Println(verify(secret, body, "sha256=zz"))

	long := []byte(strings.Repeat("k", 100))
	m := hmac.New(sha256.New, long)
	m.Write([]byte("data"))
	first := m.Sum([]byte("prefix:"))
	fmt.Printf("%s %x\n", first[:7], first[7:15])
	m.Reset()
	m.Write([]byte("data"))
	fmt.Println(hex.EncodeToString(m.Sum(nil)) == hex.EncodeToString(first[7:]), m.Size(), m.BlockSize())
	s1 := hmac.New(sha1.New, []byte("key"))
	s1.Write([]byte("The quick brown fox jumps over the lazy dog"))
	fmt.Printf("%x\n", s1.Sum(nil))
	fmt.Println(subtle.ConstantTimeCompare([]byte("abc"), []byte("abc")), subtle.ConstantTimeCompare([]byte("a"), []byte("ab")),
		subtle.ConstantTimeEq(3, 3), subtle.ConstantTimeByteEq(1, 2), subtle.ConstantTimeSelect(1, 10, 20), subtle.ConstantTimeLessOrEq(2, 5))
	dst := make([]byte, 3)
	fmt.Println(subtle.XORBytes(dst, []byte{1, 2, 3, 4}, []byte{3, 3, 3}), dst)
	shared := sha256.New()
	defer func() { fmt.Println("recovered:", recover()) }()
	hmac.New(func() hash.Hash { return shared }, secret)
}

// Output:
// sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17
// <nil>
// signature mismatch
// unsupported signature header "sha1=abc"
// decode signature: encoding/hex: invalid byte: U+007A 'z'
// prefix: 09380ee4b802da23
// true 32 64
// de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9
// 1 0 1 0 10 1
// 3 [2 1 0]
// recovered: crypto/hmac: hash generation function does not produce unique values
