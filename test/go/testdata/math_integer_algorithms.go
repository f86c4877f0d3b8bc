package main

import "fmt"

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for i := 2; i*i <= n; i++ {
		if n%i == 0 {
			return false
		}
	}
	return true
}

func powMod(b, e, m int) int {
	r := 1
	b %= m
	for e > 0 {
		if e&1 == 1 {
			r = r * b % m
		}
		b = b * b % m
		e >>= 1
	}
	return r
}

func main() {
	fmt.Println(gcd(48, 18), gcd(17, 5))
	var primes []int
	for i := 0; len(primes) < 15; i++ {
		if isPrime(i) {
			primes = append(primes, i)
		}
	}
	fmt.Println(primes)
	fmt.Println(powMod(2, 30, 1000000007), powMod(3, 200, 13))
	collatz := 0
	for n := 27; n != 1; collatz++ {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
	}
	fmt.Println(collatz)
}

// Output:
// 6 1
// [2 3 5 7 11 13 17 19 23 29 31 37 41 43 47]
// 73741817 9
// 111
