package main

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Luhn check
func validLuhn(id string) bool {
	id = strings.ReplaceAll(id, " ", "")
	if len(id) < 2 {
		return false
	}
	sum := 0
	double := false
	for i := len(id) - 1; i >= 0; i-- {
		c := id[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}

// Roman numerals
func toRoman(n int) (string, error) {
	if n <= 0 || n > 3999 {
		return "", fmt.Errorf("invalid input %d", n)
	}
	vals := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := []string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String(), nil
}

// Isogram
func isIsogram(word string) bool {
	seen := map[rune]bool{}
	for _, r := range strings.ToLower(word) {
		if !unicode.IsLetter(r) {
			continue
		}
		if seen[r] {
			return false
		}
		seen[r] = true
	}
	return true
}

var ErrNegative = errors.New("negative number")

func collatz(n int) (int, error) {
	if n <= 0 {
		return 0, ErrNegative
	}
	steps := 0
	for ; n != 1; steps++ {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
	}
	return steps, nil
}

func primes(limit int) []int {
	sieve := make([]bool, limit+1)
	var out []int
	for i := 2; i <= limit; i++ {
		if !sieve[i] {
			out = append(out, i)
			for j := i * i; j <= limit; j += i {
				sieve[j] = true
			}
		}
	}
	return out
}

func hamming(a, b string) (int, error) {
	if len(a) != len(b) {
		return 0, errors.New("strands must be of equal length")
	}
	d := 0
	for i := range a {
		if a[i] != b[i] {
			d++
		}
	}
	return d, nil
}

type Triangle int

const (
	NaT Triangle = iota
	Equ
	Iso
	Sca
)

func (t Triangle) String() string { return [...]string{"NaT", "Equ", "Iso", "Sca"}[t] }

func kind(a, b, c float64) Triangle {
	s := []float64{a, b, c}
	sort.Float64s(s)
	if s[0] <= 0 || s[0]+s[1] < s[2] || math.IsNaN(a+b+c) || math.IsInf(a+b+c, 0) {
		return NaT
	}
	switch {
	case a == b && b == c:
		return Equ
	case a == b || b == c || a == c:
		return Iso
	}
	return Sca
}

func main() {
	for _, id := range []string{"4539 3195 0343 6467", "8273 1232 7352 0569", "0", "059a"} {
		fmt.Println(id, validLuhn(id))
	}
	for _, n := range []int{1994, 3999, 4, 0} {
		r, err := toRoman(n)
		fmt.Printf("%d -> %q %v\n", n, r, err)
	}
	fmt.Println(isIsogram("lumberjacks"), isIsogram("isograms"), isIsogram("six-year-old"))
	s, err := collatz(12)
	fmt.Println(s, err)
	_, err = collatz(-1)
	fmt.Println(errors.Is(err, ErrNegative), err)
	fmt.Println(primes(50))
	fmt.Println(hamming("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT"))
	fmt.Println(hamming("A", "AB"))
	fmt.Println(kind(2, 2, 2), kind(3, 4, 4), kind(3, 4, 5), kind(1, 1, 3), kind(0, 0, 0))
	fmt.Printf("%v %d %s\n", Iso, Iso, Sca)
	n, err := strconv.Atoi("12a")
	fmt.Println(n, err)
	fmt.Println(strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			if r >= 'a' && r <= 'z' {
				return 'a' + (r-'a'+13)%26
			}
			if r >= 'A' && r <= 'Z' {
				return 'A' + (r-'A'+13)%26
			}
		}
		return r
	}, "Hello, World!"))
}

// Output:
// 4539 3195 0343 6467 true
// 8273 1232 7352 0569 false
// 0 false
// 059a false
// 1994 -> "MCMXCIV" <nil>
// 3999 -> "MMMCMXCIX" <nil>
// 4 -> "IV" <nil>
// 0 -> "" invalid input 0
// true false true
// 9 <nil>
// true negative number
// [2 3 5 7 11 13 17 19 23 29 31 37 41 43 47]
// 7 <nil>
// 0 strands must be of equal length
// Equ Iso Sca NaT NaT
// Iso 2 Sca
// 0 strconv.Atoi: parsing "12a": invalid syntax
// Uryyb, Jbeyq!
