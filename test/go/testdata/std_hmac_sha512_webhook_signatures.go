package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"hash"
	"strings"
)

type Signer struct {
	key  []byte
	algo func() hash.Hash
	name string
}

func (s Signer) Sign(payload string) string {
	m := hmac.New(s.algo, s.key)
	m.Write([]byte(payload))
	return s.name + "=" + hex.EncodeToString(m.Sum(nil))
}

func (s Signer) Verify(payload, header string) bool {
	want := s.Sign(payload)
	return hmac.Equal([]byte(want), []byte(header))
}

func main() {
	payload := `{"action":"opened","number":42}`
	signers := []Signer{
		{[]byte("s3cret"), sha256.New, "sha256"},
		{[]byte("s3cret"), sha512.New, "sha512"},
		{[]byte(strings.Repeat("k", 200)), sha512.New384, "sha384"},
	}
	for _, s := range signers {
		sig := s.Sign(payload)
		fmt.Println(sig[:40], len(sig))
		fmt.Println(s.Verify(payload, sig), s.Verify(payload+" ", sig), s.Verify(payload, strings.ToUpper(sig)))
	}
	m := hmac.New(sha512.New512_256, []byte("key"))
	fmt.Println(m.Size(), m.BlockSize())
	m.Write([]byte("part1"))
	first := m.Sum(nil)
	m.Write([]byte("part2"))
	fmt.Println(base64.StdEncoding.EncodeToString(first), base64.RawURLEncoding.EncodeToString(m.Sum(nil)))
	m.Reset()
	m.Write([]byte("part1part2"))
	fmt.Printf("%x\n", m.Sum([]byte("prefix:")))
	sum := sha512.Sum512([]byte(payload))
	fmt.Printf("%X\n%v\n", sum[:8], sum[60:])
}

// Output:
// sha256=06998a3b3ecdf64b1c90817e2795f64c0 71
// true false false
// sha512=215ddb413ee690c0ea6fe3df5200e4ba7 135
// true false false
// sha384=e871e55cecfc536e9e20bc8d7877d8f48 103
// true false false
// 32 128
// xYk46qroYAvT85m2HyiVtdg2/QLD8gy0j5eacolMpwE= QdVy5zGowzTghhyu4GbQFM_wRJQvWPfofjMww1S74WQ
// 7072656669783a41d572e731a8c334e0861caee066d014cff044942f58f7e87e3330c354bbe164
// 796C81F93E0896DF
// [118 126 246 214]
