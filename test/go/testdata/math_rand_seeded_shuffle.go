package main

import (
	"fmt"
	"math"
	"math/rand"
	"strings"
)

func main() {
	r := rand.New(rand.NewSource(42))
	fmt.Println(r.Intn(100), r.Intn(100), r.Int63(), r.Float64(), r.Int31n(10), r.Uint32())
	deck := strings.Split("A 2 3 4 5 6 7 8 9 10 J Q K", " ")
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	fmt.Println(deck)
	fmt.Println(r.Perm(8))
	counts := make([]int, 6)
	for i := 0; i < 6000; i++ {
		counts[r.Intn(6)]++
	}
	fmt.Println(counts)
	s := rand.New(rand.NewSource(7))
	var sum float64
	for i := 0; i < 1000; i++ {
		sum += s.NormFloat64()
	}
	fmt.Printf("%.6f %.6f\n", sum/1000, s.ExpFloat64())
	fmt.Println(math.Round(2.5), math.Floor(-2.5), math.Ceil(2.1), math.Trunc(-2.7), math.Mod(7, -3), math.Remainder(7, 3))
	fmt.Println(math.Sqrt(-1), math.Log(0), math.Pow(2, 0.5), math.Hypot(3, 4), math.Cbrt(27), math.IsNaN(math.NaN()))
	fmt.Printf("%.4f %.4f %.4f %v\n", math.Sin(math.Pi/6), math.Atan2(1, -1), math.Exp(1), math.MaxInt32)
	fmt.Println(math.MaxFloat32, math.SmallestNonzeroFloat64, math.Abs(-0.0), math.Signbit(math.Copysign(0, -1)))
}

// Output:
// 5 87 5571782338101878760 0.20881870305465913 3 1645802691
// [6 K 9 8 4 A 3 2 10 7 Q 5 J]
// [1 2 3 5 6 7 4 0]
// [999 973 1042 948 999 1039]
// 0.038351 0.045236
// 3 -3 3 -2 1 1
// NaN -Inf 1.4142135623730951 5 3 true
// 0.5000 2.3562 2.7183 2147483647
// 3.4028234663852886e+38 5e-324 0 true
