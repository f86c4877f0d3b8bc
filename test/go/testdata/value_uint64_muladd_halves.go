// Unsigned 64-bit `a*b + c` with a multiplier below, at and above 2^20 and addends up to and past
// 2^53, over values of a on both sides of 2^53 and near 2^64: the multiply-add on 32-bit halves
// (a multiplier below 2^20, a safe addend) and the bigint one must agree with Go's wrap-around.
package main

import (
	"fmt"
	"math"
)

func main() {
	const p53 = 1 << 53
	as := []uint64{0, 1, p53 - 1, p53, p53 + 1, 1<<32 - 1, 1 << 32, 1<<63 - 1, 1 << 63, math.MaxUint64, math.MaxUint64 - 130}
	bs := []uint64{0, 1, 2, 131, 1<<20 - 1, 1 << 20, 1<<20 + 1, 1 << 32}
	cs := []uint64{0, 255, 1<<32 - 1, 1 << 32, p53 - 1, p53, math.MaxUint64}
	var x uint64 = 0x9E3779B97F4A7C15
	for i := 0; i < 40; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		as = append(as, x, x>>11, x>>20)
	}
	var fold uint64
	small := 0
	for _, a := range as {
		for _, b := range bs {
			for _, c := range cs {
				r := a*b + c
				fold = fold*31 + r
				if r < p53 {
					small++
				}
			}
		}
	}
	fmt.Println(fold, small)
	for _, b := range bs {
		fmt.Println(b, as[9]*b+cs[4], as[3]*b+cs[6], as[2]*b+cs[1], cs[5]+as[8]*b)
	}
	// A running checksum past 2^53, as a loop over bytes keeps it.
	var sum uint64
	for i := 0; i < 100000; i++ {
		sum = sum*131 + uint64(byte(i*7))
		if i%20000 == 0 {
			fmt.Println(i, sum)
		}
	}
	fmt.Println(sum)
}

// Output:
// 17023408548361451244 1809
// 0 9007199254740991 18446744073709551615 255 9007199254740992
// 1 9007199254740990 9007199254740991 9007199254741246 9232379236109516800
// 2 9007199254740989 18014398509481983 18014398509482237 9007199254740992
// 131 9007199254740860 1179943102371069951 1179943102371070076 9232379236109516800
// 1048575 9007199253692416 18437736874454810623 18437736874453762304 9232379236109516800
// 1048576 9007199253692415 18446744073709551615 18446744073708503295 9007199254740992
// 1048577 9007199253692414 9007199254740991 9007199253692670 9232379236109516800
// 4294967296 9007194959773695 18446744073709551615 18446744069414584575 9007199254740992
// 0 0
// 20000 13875271259266516144
// 40000 5811188563455459680
// 60000 3301061496152490256
// 80000 10898043158139373760
// 9448371094422355376
