package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

func isPalindrome(s string) bool {
	var clean []rune
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			clean = append(clean, r)
		}
	}
	for i := 0; i < len(clean)/2; i++ {
		if clean[i] != clean[len(clean)-1-i] {
			return false
		}
	}
	return true
}

func freq(s string) []string {
	m := map[rune]int{}
	for _, r := range s {
		m[r]++
	}
	type kv struct {
		r rune
		n int
	}
	var kvs []kv
	for r, n := range m {
		kvs = append(kvs, kv{r, n})
	}
	sort.Slice(kvs, func(i, j int) bool {
		if kvs[i].n != kvs[j].n {
			return kvs[i].n > kvs[j].n
		}
		return kvs[i].r < kvs[j].r
	})
	var out []string
	for _, e := range kvs[:min(4, len(kvs))] {
		out = append(out, fmt.Sprintf("%q:%d", e.r, e.n))
	}
	return out
}

func caesar(s string, k int) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+rune(k)+26)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+rune(k)+26)%26
		}
		return r
	}, s)
}

func main() {
	for _, s := range []string{"Hello, 世界!", "A man, a plan, a canal: Panama", "racecar", "Gophers 🐹🐹", ""} {
		fmt.Printf("%-32q rev=%q pal=%t len=%d runes=%d freq=%v\n", s, reverse(s), isPalindrome(s), len(s), len([]rune(s)), freq(s))
	}
	enc := caesar("Attack at Dawn, Zebra!", 3)
	fmt.Println(enc, caesar(enc, -3))
	s := "héllo"
	fmt.Println(s[1], s[1:3], string(s[1]), []byte(s[:3]), strings.IndexRune(s, 'l'), strings.IndexByte(s, 'l'))
	for i := 0; i < len(s); i++ {
		fmt.Printf("%x ", s[i])
	}
	fmt.Println()
	fmt.Println(strings.Title("ünïcode wörds"), strings.ToUpper("ǳ"), unicode.ToTitle('ǳ'), unicode.SimpleFold('K'))
	word := "Mississippi"
	fmt.Println(strings.Count(word, "ss"), strings.LastIndex(word, "ss"), strings.Replace(word, "ss", "SS", 1), strings.ReplaceAll(word, "i", ""), strings.TrimLeft(word, "Mis"), strings.TrimPrefix(word, "Mis"))
}

// Output:
// "Hello, 世界!"                     rev="!界世 ,olleH" pal=false len=14 runes=10 freq=['l':2 ' ':1 '!':1 ',':1]
// "A man, a plan, a canal: Panama" rev="amanaP :lanac a ,nalp a ,nam A" pal=true len=30 runes=30 freq=['a':9 ' ':6 'n':4 ',':2]
// "racecar"                        rev="racecar" pal=true len=7 runes=7 freq=['a':2 'c':2 'r':2 'e':1]
// "Gophers 🐹🐹"                     rev="🐹🐹 srehpoG" pal=false len=16 runes=10 freq=['🐹':2 ' ':1 'G':1 'e':1]
// ""                               rev="" pal=true len=0 runes=0 freq=[]
// Dwwdfn dw Gdzq, Cheud! Attack at Dawn, Zebra!
// 195 é Ã [104 195 169] 3 3
// 68 c3 a9 6c 6c 6f 
// Ünïcode Wörds Ǳ 498 107
// 2 5 MiSSissippi Msssspp ppi sissippi
