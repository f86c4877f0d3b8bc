package main

import (
	"fmt"
	"math"
)

type Point struct {
	Z    complex128
	Name string
}

func main() {
	m := map[complex128]string{}
	for i := 0; i < 4; i++ {
		m[complex(float64(i), float64(-i))] = fmt.Sprint("p", i)
	}
	fmt.Println(m[2-2i], m[complex(3, -3)], len(m))
	fmt.Println(m)
	z := map[complex64]int{}
	z[complex64(complex(0, 0))] = 1
	_, negZero := z[complex64(complex(math.Copysign(0, -1), 0))]
	fmt.Println(z, len(z), negZero)
	nan := complex(math.NaN(), 0)
	n := map[complex128]int{}
	n[nan] = 1
	n[nan] = 2
	_, ok := n[nan]
	fmt.Println(len(n), ok)
	s := map[Point]int{}
	s[Point{1 + 1i, "a"}]++
	s[Point{1 + 1i, "a"}]++
	s[Point{1 - 1i, "a"}]++
	fmt.Println(s)
	seen := map[any]bool{}
	seen[1+2i] = true
	seen[complex64(1+2i)] = true
	seen[1+2i] = true
	fmt.Println(len(seen), seen[1+2i])
}

// Output:
// p2 p3 4
// map[(0+0i):p0 (1-1i):p1 (2-2i):p2 (3-3i):p3]
// map[(0+0i):1] 1 true
// 2 false
// map[{(1-1i) a}:1 {(1+1i) a}:2]
// 2 true
