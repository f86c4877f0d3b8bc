package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"sort"
)

// Simulates which of 10 keys a cache sees, with a Zipf-skewed popularity.
func main() {
	z := rand.NewZipf(rand.New(rand.NewSource(7)), 1.2, 1, 9)
	counts := map[uint64]int{}
	var first []uint64
	for i := 0; i < 2000; i++ {
		k := z.Uint64()
		if i < 12 {
			first = append(first, k)
		}
		counts[k]++
	}
	fmt.Println(first)
	keys := make([]int, 0, len(counts))
	for k := range counts {
		keys = append(keys, int(k))
	}
	sort.Ints(keys)
	for _, k := range keys {
		fmt.Printf("key %d: %d\n", k, counts[uint64(k)])
	}
	fmt.Println(rand.NewZipf(rand.New(rand.NewSource(1)), 1.0, 1, 10) == nil, rand.NewZipf(rand.New(rand.NewSource(1)), 2, 0.5, 10) == nil)
	z2 := randv2.NewZipf(randv2.New(randv2.NewPCG(11, 22)), 3.5, 2, 1000)
	for i := 0; i < 10; i++ {
		fmt.Print(z2.Uint64(), " ")
	}
	fmt.Println()
	z3 := rand.NewZipf(rand.New(rand.NewSource(3)), 1.01, 5, 1<<40)
	fmt.Println(z3.Uint64(), z3.Uint64(), z3.Uint64())
	defer func() { fmt.Println("recovered:", recover()) }()
	var nilZ *rand.Zipf
	nilZ.Uint64()
}

// Output:
// [0 4 3 0 0 5 2 2 9 0 1 2]
// key 0: 819
// key 1: 347
// key 2: 223
// key 3: 158
// key 4: 101
// key 5: 89
// key 6: 80
// key 7: 60
// key 8: 54
// key 9: 69
// true true
// 0 0 0 1 0 0 0 0 0 0 
// 3569 19069 12
// recovered: rand: nil Zipf
