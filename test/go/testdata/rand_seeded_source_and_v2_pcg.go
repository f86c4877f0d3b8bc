package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
)

func main() {
	r := rand.New(rand.NewSource(42))
	fmt.Println(r.Intn(100), r.Intn(100), r.Int63(), r.Float64())
	fmt.Println(r.Perm(6))
	xs := []string{"a", "b", "c", "d", "e"}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	fmt.Println(xs, r.Int31n(10), r.Uint32(), r.NormFloat64(), r.ExpFloat64())
	p := randv2.New(randv2.NewPCG(1, 2))
	fmt.Println(p.IntN(1000), p.Uint64(), p.Float64(), p.Perm(5))
	c := randv2.New(randv2.NewChaCha8([32]byte{1, 2, 3}))
	fmt.Println(c.IntN(1000), c.Int64())
	defer func() { fmt.Println("recovered:", recover()) }()
	r.Intn(0)
}

// Output:
// 5 87 5571782338101878760 0.20881870305465913
// [3 5 0 4 2 1]
// [c e b a d] 2 2002329306 -0.3759255129478065 3.3250198283692365
// 769 11371241257079532652 0.5085473976760264 [2 1 4 0 3]
// 992 1884619925096184482
// recovered: invalid argument to Intn
