package main

import (
	"encoding"
	"fmt"
	"hash"
	"hash/fnv"
)

type stateful interface {
	hash.Hash
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}

func main() {
	makers := []struct {
		name string
		mk   func() hash.Hash
	}{
		{"32", func() hash.Hash { return fnv.New32() }},
		{"32a", func() hash.Hash { return fnv.New32a() }},
		{"64", func() hash.Hash { return fnv.New64() }},
		{"64a", func() hash.Hash { return fnv.New64a() }},
		{"128", fnv.New128},
		{"128a", fnv.New128a},
	}
	for _, m := range makers {
		h := m.mk().(stateful)
		h.Write([]byte("hello, "))
		state, err := h.MarshalBinary()
		fmt.Printf("%-4s %q %v len=%d\n", m.name, state, err, len(state))
		h.Write([]byte("world"))
		want := h.Sum(nil)

		h2 := m.mk().(stateful)
		if err := h2.UnmarshalBinary(state); err != nil {
			fmt.Println("unmarshal:", err)
		}
		h2.Write([]byte("world"))
		fmt.Printf("     %x resumed=%t\n", want, string(h2.Sum(nil)) == string(want))
		fmt.Println("    ", h2.UnmarshalBinary(state[:3]), h2.UnmarshalBinary(append(state, 0)))
	}
	h32 := fnv.New32().(stateful)
	s64, _ := fnv.New64().(stateful).MarshalBinary()
	fmt.Println(h32.UnmarshalBinary(s64))
	fmt.Println(h32.UnmarshalBinary([]byte("fnv\x01\x00\x00\x00\x2a")), h32.(hash.Hash32).Sum32())
	var _ encoding.BinaryMarshaler = fnv.New128a().(encoding.BinaryMarshaler)
}

// Output:
// 32   "fnv\x01w\x91m\v" <nil> len=8
//      55e6879d resumed=true
//      hash/fnv: invalid hash state identifier hash/fnv: invalid hash state size
// 32a  "fnv\x02\x06\x8f˿" <nil> len=8
//      4d0ea41d resumed=true
//      hash/fnv: invalid hash state identifier hash/fnv: invalid hash state size
// 64   "fnv\x03\x8c\x01-\xca`\xa1Yk" <nil> len=12
//      0a2e93e39575063d resumed=true
//      hash/fnv: invalid hash state identifier hash/fnv: invalid hash state size
// 64a  "fnv\x04\x8a\xf8ҷ{`\x16\x9f" <nil> len=12
//      17a1a4f267be633d resumed=true
//      hash/fnv: invalid hash state identifier hash/fnv: invalid hash state size
// 128  "fnv\x05;k\x1c\xd6\x12O\xf7\x8c\x12\x01\x7f\x87_;6\x13" <nil> len=20
//      b1b0fe7b502247e14fd0a3df2eab8a35 resumed=true
//      hash/fnv: invalid hash state identifier hash/fnv: invalid hash state size
// 128a "fnv\x06. \x92\x1f<O\xf7\x8d\x8a\xbb^\x810\xf5ݧ" <nil> len=20
//      4f2ea20cf73dcc0ff0d6a3624cd26605 resumed=true
//      hash/fnv: invalid hash state identifier hash/fnv: invalid hash state size
// hash/fnv: invalid hash state identifier
// <nil> 42
