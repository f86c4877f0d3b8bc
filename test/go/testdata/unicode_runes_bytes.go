package main

import (
	"bytes"
	"fmt"
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
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
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

func main() {
	fmt.Println(reverse("Hello, 世界"), isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("abc"))
	for _, r := range "aZ9 _\t世!" {
		fmt.Printf("%q L%v U%v D%v S%v P%v ", r, unicode.IsLetter(r), unicode.IsUpper(r), unicode.IsDigit(r), unicode.IsSpace(r), unicode.IsPunct(r))
		fmt.Println(unicode.Is(unicode.Han, r), unicode.In(r, unicode.Latin, unicode.Nd))
	}
	fmt.Println(string(unicode.ToUpper('ß')), string(unicode.ToTitle('ǆ')), unicode.SimpleFold('A'))
	s := "hello"
	fmt.Println(s[0], string(s[0]), s[1:], string(rune(65)), string(rune(0x4e16)))
	b := []byte("Go is fun")
	fmt.Println(bytes.ToUpper(b), string(bytes.Title(b)), bytes.Contains(b, []byte("is")), bytes.Index(b, []byte("fun")))
	fmt.Println(bytes.Equal([]byte("a"), []byte("a")), bytes.Compare([]byte("a"), []byte("b")))
	fmt.Printf("%q\n", bytes.Split([]byte("a b c"), []byte(" ")))
	fmt.Printf("%s|%q\n", bytes.TrimSpace([]byte("  x  ")), bytes.Fields([]byte(" p  q ")))
	fmt.Println(string(bytes.Repeat([]byte("-"), 5)), bytes.HasPrefix(b, []byte("Go")))
	invalid := string([]byte{0xff, 'a'})
	for i, r := range invalid {
		fmt.Println(i, r, r == unicode.ReplacementChar)
	}
	fmt.Printf("%q %+q %x\n", invalid, "é", "é")
}

// Output:
// 界世 ,olleH true false
// 'a' Ltrue Ufalse Dfalse Sfalse Pfalse false true
// 'Z' Ltrue Utrue Dfalse Sfalse Pfalse false true
// '9' Lfalse Ufalse Dtrue Sfalse Pfalse false true
// ' ' Lfalse Ufalse Dfalse Strue Pfalse false false
// '_' Lfalse Ufalse Dfalse Sfalse Ptrue false false
// '\t' Lfalse Ufalse Dfalse Strue Pfalse false false
// '世' Ltrue Ufalse Dfalse Sfalse Pfalse true false
// '!' Lfalse Ufalse Dfalse Sfalse Ptrue false false
// ß ǅ 97
// 104 h ello A 世
// [71 79 32 73 83 32 70 85 78] Go Is Fun true 6
// true -1
// ["a" "b" "c"]
// x|["p" "q"]
// ----- true
// 0 65533 true
// 1 97 false
// "\xffa" "\u00e9" c3a9
