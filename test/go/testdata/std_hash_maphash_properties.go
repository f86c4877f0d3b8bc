package main

import (
	"fmt"
	"hash"
	"hash/maphash"
	"io"
	"strings"
)

// A tiny string set with open addressing, keyed by maphash: what people use maphash for.
type StringSet struct {
	seed  maphash.Seed
	slots []string
	used  []bool
	n     int
}

func NewStringSet(size int) *StringSet {
	return &StringSet{seed: maphash.MakeSeed(), slots: make([]string, size), used: make([]bool, size)}
}

func (s *StringSet) Add(v string) bool {
	i := maphash.String(s.seed, v) % uint64(len(s.slots))
	for s.used[i] {
		if s.slots[i] == v {
			return false
		}
		i = (i + 1) % uint64(len(s.slots))
	}
	s.slots[i], s.used[i] = v, true
	s.n++
	return true
}

func main() {
	seed := maphash.MakeSeed()
	other := maphash.MakeSeed()
	fmt.Println("same seed, same input:", maphash.String(seed, "gopher") == maphash.String(seed, "gopher"))
	fmt.Println("bytes == string:", maphash.Bytes(seed, []byte("gopher")) == maphash.String(seed, "gopher"))
	fmt.Println("different seeds differ:", maphash.String(seed, "gopher") != maphash.String(other, "gopher"))
	fmt.Println("different inputs differ:", maphash.String(seed, "a") != maphash.String(seed, "b"), maphash.String(seed, "") != maphash.String(seed, "\x00"))

	var h maphash.Hash
	h.SetSeed(seed)
	h.WriteString("go")
	h.WriteByte('p')
	h.Write([]byte("her"))
	fmt.Println("chunked == whole:", h.Sum64() == maphash.String(seed, "gopher"))
	fmt.Println("Sum64 does not reset:", h.Sum64() == h.Sum64())
	sum := h.Sum([]byte{0xAA})
	fmt.Println("Sum appends 8 bytes:", len(sum), sum[0] == 0xAA)
	h.Reset()
	fmt.Println("after Reset:", h.Sum64() == maphash.String(seed, ""), h.Seed() == seed)

	var z maphash.Hash
	z.WriteString("x")
	zs := z.Seed()
	fmt.Println("zero Hash picks a seed:", zs != seed, z.Sum64() == maphash.String(zs, "x"))
	n, err := io.WriteString(&z, "yz")
	fmt.Println(n, err, z.Sum64() == maphash.String(zs, "xyz"), z.Size(), z.BlockSize())

	var hh hash.Hash64 = new(maphash.Hash)
	fmt.Fprintf(hh, "%d-%s", 42, "x")
	fmt.Printf("%T %d\n", hh, len(hh.Sum(nil)))

	set := NewStringSet(64)
	added := 0
	for _, w := range strings.Fields("the cat and the dog and the bird") {
		if set.Add(w) {
			added++
		}
	}
	fmt.Println("distinct words:", added, set.n)

	copyH := h
	copyH.WriteString("more")
	h.WriteString("more")
	fmt.Println("copied Hash continues alike:", copyH.Sum64() == h.Sum64())

	defer func() { fmt.Println("recovered:", recover()) }()
	var zeroSeed maphash.Seed
	maphash.String(zeroSeed, "boom")
}

// Output:
// same seed, same input: true
// bytes == string: true
// different seeds differ: true
// different inputs differ: true true
// chunked == whole: true
// Sum64 does not reset: true
// Sum appends 8 bytes: 9 true
// after Reset: true true
// zero Hash picks a seed: true true
// 2 <nil> true 8 128
// *maphash.Hash 8
// distinct words: 5 5
// copied Hash continues alike: true
// recovered: maphash: use of uninitialized Seed
