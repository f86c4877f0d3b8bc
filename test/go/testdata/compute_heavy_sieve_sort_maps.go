package main

import (
	"fmt"
	"sort"
	"strings"
)

func main() {
	const N = 2_000_000
	sieve := make([]bool, N+1)
	count := 0
	for i := 2; i <= N; i++ {
		if !sieve[i] {
			count++
			for j := i * i; j <= N; j += i {
				sieve[j] = true
			}
		}
	}
	fmt.Println("primes:", count)
	m := make(map[int]int)
	for i := 0; i < 300000; i++ {
		m[i*7%100003] += i
	}
	fmt.Println("keys:", len(m))
	xs := make([]int, 500000)
	seed := uint32(1)
	for i := range xs {
		seed = seed*1664525 + 1013904223
		xs[i] = int(seed >> 8)
	}
	sort.Ints(xs)
	fmt.Println(xs[0], xs[len(xs)/2], xs[len(xs)-1])
	var sb strings.Builder
	for i := 0; i < 200000; i++ {
		sb.WriteString("ab")
	}
	fmt.Println(len(sb.String()), strings.Count(sb.String(), "ba"))
	fib := make([]uint64, 90)
	fib[0], fib[1] = 0, 1
	for i := 2; i < 90; i++ {
		fib[i] = fib[i-1] + fib[i-2]
	}
	fmt.Println(fib[89])
}

// Output:
// primes: 148933
// keys: 100003
// 4 8386328 16777183
// 400000 199999
// 1779979416004714189
