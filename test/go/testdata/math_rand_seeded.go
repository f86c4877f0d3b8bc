package main

import (
	"fmt"
	"math"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(42))
	fmt.Println(r.Intn(100), r.Intn(100), r.Intn(100))
	fmt.Println(r.Float64())
	fmt.Println(r.Perm(5))
	xs := []string{"a", "b", "c", "d"}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	fmt.Println(xs, r.Int63(), r.Int31n(10))
	fmt.Println(math.Sqrt(2), math.Floor(-1.5), math.Ceil(1.2), math.Round(2.5), math.Trunc(-2.7), math.Abs(-3))
	fmt.Println(math.MaxInt64, math.MinInt64, math.MaxUint32, math.MaxFloat64, math.SmallestNonzeroFloat64)
	fmt.Println(math.Inf(1), math.Inf(-1), math.NaN(), math.IsNaN(math.NaN()), math.Pow(2, 10), math.Mod(7, 3), math.Hypot(3, 4))
	fmt.Println(math.Log(math.E), math.Log2(8), math.Log10(0.001), math.Exp(0), math.Max(1, math.NaN()), math.Min(-0.0, 0))
	fmt.Printf("%.4f %.4f %.4f\n", math.Sin(math.Pi/6), math.Cos(0), math.Atan2(1, 1))
	var zero float64
	fmt.Println(1/zero, -1/zero, zero/zero == zero/zero, int64(math.Float64bits(1.0)))
}

// Output:
// 5 87 68
// 0.20881870305465913
// [3 1 0 4 2]
// [b a d c] 3335934666146214990 8
// 1.4142135623730951 -2 2 3 -2 3
// 9223372036854775807 -9223372036854775808 4294967295 1.7976931348623157e+308 5e-324
// +Inf -Inf NaN true 1024 1 5
// 1 3 -3 1 NaN 0
// 0.5000 1.0000 0.7854
// +Inf -Inf false 4607182418800017408
