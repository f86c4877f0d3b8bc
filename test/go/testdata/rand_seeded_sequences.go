package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
)

func main() {
	r := rand.New(rand.NewSource(42))
	fmt.Println(r.Intn(100), r.Intn(100), r.Int63(), r.Float64(), r.Int31n(10), r.Uint32(), r.Int63n(1000000007), r.NormFloat64(), r.ExpFloat64())
	fmt.Println(r.Perm(8))
	s := []string{"a", "b", "c", "d", "e", "f"}
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s)
	buf := make([]byte, 6)
	r.Read(buf)
	fmt.Println(buf)
	p := randv2.New(randv2.NewPCG(1, 2))
	fmt.Println(p.IntN(100), p.Uint64(), p.Float64(), p.Int32N(50), p.Perm(5), p.Uint64N(1<<40), p.NormFloat64())
	c := randv2.NewPCG(3, 4)
	fmt.Println(c.Uint64(), c.Uint64())
	r2 := rand.New(rand.NewSource(-7))
	for i := 0; i < 5; i++ {
		fmt.Print(r2.Intn(6)+1, " ")
	}
	fmt.Println()
}

// Output:
// 5 87 5571782338101878760 0.20881870305465913 3 1645802691 401235903 0.6296099782367262 1.3978047977724948
// [0 1 5 4 7 2 6 3]
// [b c a d f e]
// [237 12 227 198 196 243]
// 76 11371241257079532652 0.5085473976760264 39 [2 3 4 0 1] 210262601113 -0.9303318111676635
// 16261671900563650022 16868806648245093767
// 2 3 5 1 2 
