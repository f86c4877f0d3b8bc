package main

import (
	"fmt"
	"math"
)

type Point struct{ X, Y float64 }

func main() {
	// Rounding a reading can give -0; the map keeps the key written last.
	counts := map[float64]int{}
	counts[0.0] = 1
	negZero := math.Copysign(0, -1)
	counts[negZero]++
	fmt.Println(counts, len(counts))

	totals := map[float64]float64{0: 1.5}
	totals[negZero] += 2
	fmt.Println(totals)

	seen := map[any]string{0.0: "zero"}
	seen[negZero] = "negative zero"
	fmt.Println(seen)

	grid := map[Point]bool{{0, 1}: true}
	grid[Point{negZero, 1}] = false
	for p, v := range grid {
		fmt.Println(p, v, math.Signbit(p.X))
	}

	nan := math.NaN()
	bad := map[float64]int{}
	bad[nan] = 1
	bad[nan]++
	fmt.Println(len(bad))
}

// Output:
// map[-0:2] 1
// map[-0:3.5]
// map[-0:negative zero]
// {-0 1} false true
// 2
