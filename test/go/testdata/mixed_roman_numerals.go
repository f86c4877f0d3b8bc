package main

import (
	"fmt"
	"strings"
)

var numerals = []struct {
	v int
	s string
}{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}

func toRoman(n int) string {
	var b strings.Builder
	for _, r := range numerals {
		for n >= r.v {
			b.WriteString(r.s)
			n -= r.v
		}
	}
	return b.String()
}

func fromRoman(s string) int {
	total := 0
	for _, r := range numerals {
		for strings.HasPrefix(s, r.s) {
			total += r.v
			s = s[len(r.s):]
		}
	}
	return total
}

func main() {
	for _, n := range []int{1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999} {
		r := toRoman(n)
		fmt.Println(n, r, fromRoman(r) == n)
	}
}

// Output:
// 1 I true
// 4 IV true
// 9 IX true
// 14 XIV true
// 40 XL true
// 90 XC true
// 400 CD true
// 1994 MCMXCIV true
// 2024 MMXXIV true
// 3999 MMMCMXCIX true
