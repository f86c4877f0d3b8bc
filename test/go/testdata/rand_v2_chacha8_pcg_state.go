package main

import (
	"fmt"
	"math/rand/v2"
)

func main() {
	var seed [32]byte
	copy(seed[:], "chacha8 seed for the operator lab")
	c := rand.NewChaCha8(seed)
	for i := 0; i < 4; i++ {
		fmt.Printf("%016x\n", c.Uint64())
	}
	// Past several refills and a reseed.
	var sum uint64
	for i := 0; i < 300; i++ {
		sum ^= c.Uint64()
	}
	fmt.Printf("xor of 300: %016x\n", sum)
	state, err := c.MarshalBinary()
	fmt.Printf("%x %v\n", state, err)
	next := c.Uint64()
	c2 := rand.NewChaCha8([32]byte{})
	fmt.Println(c2.UnmarshalBinary(state), c2.Uint64() == next)
	buf := make([]byte, 13)
	n, err := c.Read(buf)
	fmt.Printf("%d %v %x\n", n, err, buf)
	st2, _ := c.MarshalBinary()
	fmt.Printf("%q\n", st2[:9])
	small := make([]byte, 2)
	c.Read(small)
	c3 := rand.NewChaCha8(seed)
	fmt.Println(c3.UnmarshalBinary(st2))
	small3 := make([]byte, 2)
	c3.Read(small3)
	fmt.Println(small, small3, small[0] == small3[0] && small[1] == small3[1])
	fmt.Println(c3.UnmarshalBinary([]byte("chacha8:short")), c3.UnmarshalBinary([]byte("readbuf:\x09ab")))
	r := rand.New(rand.NewChaCha8([32]byte{1, 2, 3}))
	fmt.Println(r.IntN(1000), r.Float64(), r.Perm(6), r.Uint32(), r.Int64N(1e12))
	z := rand.NewChaCha8([32]byte{})
	fmt.Printf("%016x %016x\n", z.Uint64(), z.Uint64())
	z.Seed(seed)
	fmt.Printf("%016x\n", z.Uint64())

	p := rand.NewPCG(1, 2)
	p.Uint64()
	ps, err := p.MarshalBinary()
	fmt.Printf("%q %v\n", ps, err)
	var q rand.PCG
	fmt.Println(q.UnmarshalBinary(ps), q.Uint64() == p.Uint64(), q.UnmarshalBinary([]byte("pcg:")))
}

// Output:
// 7ff76346ed87c520
// 79a86cd17822cc5f
// 183ccdf83b9dd860
// 323d24a0b268f140
// xor of 300: af1e35f28bf0606d
// 636861636861383a00000000000000387125fbf0764cd9e5481cbbd8f5a306b9aec3a2846d575a443fb83047596b64d0 <nil>
// <nil> true
// 13 <nil> bb29bc2e47479cef98a794aa59
// "readbuf:\x03"
// <nil>
// [206 176] [206 176] true
// invalid ChaCha8 encoding invalid ChaCha8 Read buffer encoding
// 992 0.23484335091218989 [3 2 0 5 4 1] 1475328802 347505053357
// ac8a366dce7e87d9 6bc727c69e416f1a
// 7ff76346ed87c520
// "pcg:♭\x9c+\xef0\xba\x9b\x11:H7\x01m\xd9" <nil>
// <nil> true invalid PCG encoding
