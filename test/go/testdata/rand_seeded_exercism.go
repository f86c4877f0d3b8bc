package main

import (
	"fmt"
	"math/rand"
	randv2 "math/rand/v2"
	"strings"
)

func robotName(r *rand.Rand) string {
	var sb strings.Builder
	for i := 0; i < 2; i++ {
		sb.WriteByte(byte('A' + r.Intn(26)))
	}
	fmt.Fprintf(&sb, "%03d", r.Intn(1000))
	return sb.String()
}

func main() {
	r := rand.New(rand.NewSource(42))
	for range 3 {
		fmt.Print(robotName(r), " ")
	}
	fmt.Println()
	fmt.Println(r.Int63(), r.Float64(), r.Perm(5), r.Int31n(10), r.Uint32())
	s := []string{"a", "b", "c", "d", "e"}
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s)
	p := randv2.New(randv2.NewPCG(1, 2))
	fmt.Println(p.IntN(100), p.Uint64(), p.Float64(), p.Perm(4))
	c := randv2.New(randv2.NewPCG(7, 8))
	fmt.Println(c.IntN(1000), c.Int64(), c.NormFloat64())
	r2 := rand.New(rand.NewSource(1))
	fmt.Println(r2.NormFloat64(), r2.ExpFloat64(), r2.Int63n(1e12))
}

func init() {
	r := rand.New(rand.NewSource(2024))
	var sum, esum float64
	for range 1500 {
		sum += r.NormFloat64()
		esum += r.ExpFloat64()
	}
	fmt.Printf("%.12f %.12f\n", sum, esum)
	p := randv2.New(randv2.NewPCG(3, 4))
	sum, esum = 0, 0
	for range 1500 {
		sum += p.NormFloat64()
		esum += p.ExpFloat64()
	}
	fmt.Printf("%.12f %.12f\n", sum, esum)
	fmt.Println(r.NormFloat64()*15+100, p.ExpFloat64()/2)
}

// Output:
// 54.059815437712 1432.038086130470
// -25.690051841760 1501.925629737999
// 84.27057375755452 0.2144255918663187
// HR668 KP345 TU128 
// 5961769557461764184 0.7356293173290688 [3 2 1 4 0] 2 3074793202
// [b c a d e]
// 76 11371241257079532652 0.5085473976760264 [1 3 0 2]
// 512 2183474859711062343 -1.279209720518864
// -1.233758177597947 0.5372820936538049 611666145821
