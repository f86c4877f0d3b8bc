package main

import "fmt"

func djb2(s string) uint32 {
	var h uint32 = 5381
	for i := 0; i < len(s); i++ {
		h = h*33 + uint32(s[i])
	}
	return h
}

func murmurMix(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	k *= 0xc4ceb9fe1a85ec53
	k ^= k >> 33
	return k
}

func main() {
	for _, s := range []string{"", "a", "pod-1234", "namespace/name"} {
		fmt.Println(djb2(s), djb2(s)%16)
	}
	fmt.Println(murmurMix(1), murmurMix(42))
	var acc int32 = 1
	for i := 0; i < 40; i++ {
		acc = acc*31 + int32(i)
	}
	fmt.Println(acc)
	var u16 uint16 = 65000
	u16 += 1000
	fmt.Println(u16)
}

// Output:
// 5381 5
// 177670 6
// 630107071 15
// 172288482 2
// 12994781566227106604 9297814886316923340
// 1655644949
// 464
