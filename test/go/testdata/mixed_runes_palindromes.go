package main

import (
	"fmt"
	"strings"
	"unicode"
)

func isPalindrome(s string) bool {
	var rs []rune
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			rs = append(rs, r)
		}
	}
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		if rs[i] != rs[j] {
			return false
		}
	}
	return true
}

func reverseRunes(s string) string {
	rs := []rune(s)
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	return string(rs)
}

func main() {
	for _, s := range []string{"A man, a plan, a canal: Panama", "kubectl", "été", "No 'x' in Nixon"} {
		fmt.Printf("%q %v %q\n", s, isPalindrome(s), reverseRunes(s))
	}
}

// Output:
// "A man, a plan, a canal: Panama" true "amanaP :lanac a ,nalp a ,nam A"
// "kubectl" false "ltcebuk"
// "été" true "été"
// "No 'x' in Nixon" true "noxiN ni 'x' oN"
