package main

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding"
	"encoding/hex"
	"fmt"
	"hash"
)

func resume(name string, newH func() hash.Hash) {
	h := newH()
	h.Write([]byte("hello, "))
	m, ok := h.(encoding.BinaryMarshaler)
	if !ok {
		fmt.Println(name, "not a BinaryMarshaler")
		return
	}
	state, err := m.MarshalBinary()
	fmt.Println(name, len(state), err, hex.EncodeToString(state[:8]))
	h2 := newH()
	if err := h2.(encoding.BinaryUnmarshaler).UnmarshalBinary(state); err != nil {
		fmt.Println(err)
	}
	h2.Write([]byte("world"))
	h.Write([]byte("world"))
	fmt.Printf("%s %x %v\n", name, h2.Sum(nil), string(h.Sum(nil)) == string(h2.Sum(nil)))
	err = h2.(encoding.BinaryUnmarshaler).UnmarshalBinary([]byte("junk"))
	fmt.Println(err)
	err = h2.(encoding.BinaryUnmarshaler).UnmarshalBinary(state[:len(state)-1])
	fmt.Println(err)
}

func main() {
	resume("md5", md5.New)
	resume("sha1", sha1.New)
	resume("sha256", sha256.New)
	resume("sha224", sha256.New224)
	resume("sha512", sha512.New)
	resume("sha384", sha512.New384)
	resume("sha512/256", sha512.New512_256)
}

// Output:
// md5 92 <nil> 6d64350167452301
// md5 e4d7f1b4ed2e42d15898f4b27b019da4 true
// crypto/md5: invalid hash state identifier
// crypto/md5: invalid hash state size
// sha1 96 <nil> 7368610167452301
// sha1 b7e23ec29af22b0b4e41da31e868d57226121c84 true
// crypto/sha1: invalid hash state identifier
// crypto/sha1: invalid hash state size
// sha256 108 <nil> 736861036a09e667
// sha256 09ca7e4eaa6e8ae9c7d261167129184883644d07dfba7cbfbc4c8a2e08360d5b true
// crypto/sha256: invalid hash state identifier
// crypto/sha256: invalid hash state size
// sha224 108 <nil> 73686102c1059ed8
// sha224 6e1a93e32fb44081a401f3db3ef2e6e108b7bbeeb5705afdaf01fb27 true
// crypto/sha256: invalid hash state identifier
// crypto/sha256: invalid hash state size
// sha512 204 <nil> 736861076a09e667
// sha512 8710339dcb6814d0d9d2290ef422285c9322b7163951f9a0ca8f883d3305286f44139aa374848e4174f5aada663027e4548637b6d19894aec4fb6c46a139fbf9 true
// crypto/sha512: invalid hash state identifier
// crypto/sha512: invalid hash state size
// sha384 204 <nil> 73686104cbbb9d5d
// sha384 1fcdb6059ce05172a26bbe2a3ccc88ed5a8cd5fc53edfd9053304d429296a6da23b1cd9e5c9ed3bb34f00418a70cdb7e true
// crypto/sha512: invalid hash state identifier
// crypto/sha512: invalid hash state size
// sha512/256 204 <nil> 7368610622312194
// sha512/256 11f2c88c04f0a9c3d0970894ad2472505e0bc6e8c7ec46b5211cd1fa3e253e62 true
// crypto/sha512: invalid hash state identifier
// crypto/sha512: invalid hash state size
