package main

import "fmt"

type Hash uint32

// Op-assignments on int32 and uint32 locals wrap as Go's do, at every edge.
func main() {
	var u uint32 = 4294967290
	u += 10
	fmt.Println(u)
	u -= 20
	fmt.Println(u)
	u *= 4294967295
	fmt.Println(u)
	u ^= 0x80000000
	fmt.Println(u)
	u &= 0xf000000f
	fmt.Println(u)
	u |= 0x7ffffff0
	fmt.Println(u)

	var i int32 = 2147483640
	i += 10
	fmt.Println(i)
	i -= 20
	fmt.Println(i)
	i *= -2147483648
	fmt.Println(i)
	i = 123456789
	i *= 987654321
	fmt.Println(i)
	i ^= -1
	fmt.Println(i)
	i &= 0x7fff00ff
	fmt.Println(i)
	i |= -2147483648
	fmt.Println(i)

	// FNV-1a, as hash/fnv computes it.
	var h Hash = 2166136261
	for _, c := range []byte("pod-12345:") {
		h ^= Hash(c)
		h *= 16777619
	}
	fmt.Println(h)
	var r rune = 'a'
	r += 0x7fffff00
	r *= 3
	fmt.Println(r)
}

// Output:
// 4
// 4294967280
// 16
// 2147483664
// 2147483648
// 4294967280
// -2147483646
// 2147483630
// 0
// -67153019
// 67153018
// 67108986
// -2080374662
// 2019211840
// 2147483171
