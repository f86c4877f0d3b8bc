package main

import "fmt"

func sieve(n int) []int {
	composite := make([]bool, n+1)
	var primes []int
	for i := 2; i <= n; i++ {
		if composite[i] {
			continue
		}
		primes = append(primes, i)
		for j := i * i; j <= n; j += i {
			composite[j] = true
		}
	}
	return primes
}

func collatzLongest(limit int) (int, int) {
	cache := make(map[int]int)
	best, bestN := 0, 0
	for n := 1; n < limit; n++ {
		steps := 0
		x := n
		for x != 1 && x >= n {
			if x%2 == 0 {
				x /= 2
			} else {
				x = 3*x + 1
			}
			steps++
		}
		if x != 1 || n == 1 {
			steps += cache[x]
		}
		cache[n] = steps
		if steps > best {
			best, bestN = steps, n
		}
	}
	return bestN, best
}

func main() {
	p := sieve(1_000_000)
	fmt.Println(len(p), p[len(p)-1])
	fmt.Println(collatzLongest(300_000))
	var sum uint64
	for i := uint64(0); i < 3_000_000; i++ {
		sum += i * i % 7
	}
	fmt.Println(sum)
}

// Output:
// 78498 999983
// 230631 442
// 5999999
