package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

func main() {
	r := rand.New(rand.NewPCG(1, 2))
	fmt.Println(r.Uint64(), r.Int64(), r.Uint32(), r.Int32(), r.Int())
	fmt.Println(r.IntN(10), r.IntN(1000), r.Int64N(1e12), r.Int32N(7), r.Uint32N(100), r.UintN(3))
	fmt.Println(r.Float64(), r.Float32())
	fmt.Println(r.Perm(8))
	xs := []int{1, 2, 3, 4, 5}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	fmt.Println(xs)
	p := rand.NewPCG(42, 42)
	fmt.Println(p.Uint64(), p.Uint64())
	p.Seed(42, 42)
	fmt.Println(p.Uint64())
	n := rand.N(10)
	fmt.Println(n >= 0 && n < 10, rand.IntN(5) < 5)
	perm := rand.Perm(5)
	slices.Sort(perm)
	fmt.Println(perm)
	counts := make([]int, 3)
	for i := 0; i < 3000; i++ {
		counts[r.IntN(3)]++
	}
	fmt.Println(counts)
}

// Output:
// 14192431797130687760 2147869220224756844 3369092613 1710678126 4321634407747778896
// 0 499 449383877780 0 18 1
// 0.9278107175107462 0.8954844
// [1 7 0 6 3 4 2 5]
// [2 3 5 4 1]
// 11423875981923235010 6939021390147428351
// 11423875981923235010
// true true
// [0 1 2 3 4]
// [983 1024 993]
