package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"slices"
)

func main() {
	r := rand.New(rand.NewSource(42))
	fmt.Println(r.Intn(100), r.Int63(), r.Float64(), r.Perm(5), r.Int31n(10), r.Uint32(), r.NormFloat64(), r.ExpFloat64())
	s := []string{"a", "b", "c", "d", "e"}
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s)
	p := randv2.New(randv2.NewPCG(1, 2))
	fmt.Println(p.IntN(1000), p.Uint64(), p.Float32(), p.Perm(4), p.Int32N(7), p.UintN(3), p.N(100))
	fmt.Println(randv2.N[int64](1), rand.New(rand.NewSource(1)).Int())
	c := randv2.New(randv2.NewChaCha8([32]byte{1, 2, 3}))
	xs := make([]int, 6)
	for i := range xs {
		xs[i] = c.IntN(50)
	}
	fmt.Println(xs, slices.Max(xs))
	z := rand.NewZipf(rand.New(rand.NewSource(7)), 1.5, 2, 20)
	fmt.Println(z.Uint64(), z.Uint64(), z.Uint64())
	defer func() { fmt.Println("recovered:", recover()) }()
	r.Intn(0)
}

// Error:
// # command-line-arguments
// ./rand_seeded_deterministic.go:17:91: p.N undefined (type *"math/rand/v2".Rand has no field or method N)
