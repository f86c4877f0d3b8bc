package main

import (
	"crypto/md5"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"io"
	"sort"
	"strings"
)

type ConfigMap struct {
	Name string
	Data map[string]string
}

func (c ConfigMap) Hash() string {
	h := sha256.New()
	keys := make([]string, 0, len(c.Data))
	for k := range c.Data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		io.WriteString(h, k)
		h.Write([]byte{0})
		io.WriteString(h, c.Data[k])
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:10]
}

func main() {
	a := ConfigMap{"app", map[string]string{"LOG_LEVEL": "info", "PORT": "8080"}}
	b := ConfigMap{"app", map[string]string{"PORT": "8080", "LOG_LEVEL": "info"}}
	c := ConfigMap{"app", map[string]string{"PORT": "8081", "LOG_LEVEL": "info"}}
	fmt.Println(a.Hash(), a.Hash() == b.Hash(), a.Hash() == c.Hash())
	sum := sha256.Sum256([]byte("hello world\n"))
	fmt.Printf("%x\n%X\n", sum, sum[:4])
	fmt.Println(base64.StdEncoding.EncodeToString(sum[:]))
	fmt.Printf("%x\n", md5.Sum([]byte("")))
	f := fnv.New32a()
	f.Write([]byte(strings.Repeat("ab", 10)))
	fmt.Println(f.Sum32(), sha256.Size, sha256.BlockSize, f.Size())
	h := sha256.New()
	h.Write([]byte("hello "))
	h.Write([]byte("world\n"))
	fmt.Println(hex.EncodeToString(h.Sum(nil)) == hex.EncodeToString(sum[:]))
	data, err := hex.DecodeString("48656c6c6fzz")
	fmt.Printf("%q %v\n", data, err)
}

// Output:
// 066ecd3b2e true false
// a948904f2f0f479b8f8197694b30184b0d2ed1c1cd2a1ec0fb85d299a192a447
// A948904F
// qUiQTy8PR5uPgZdpSzAYSw0u0cHNKh7A+4XSmaGSpEc=
// d41d8cd98f00b204e9800998ecf8427e
// 3414759033 32 64 4
// true
// "Hello" encoding/hex: invalid byte: U+007A 'z'
