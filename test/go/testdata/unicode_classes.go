package main

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

func main() {
	for _, r := range "aZ9 _-é世\t!" {
		fmt.Printf("%q letter=%v digit=%v space=%v upper=%v punct=%v\n", r,
			unicode.IsLetter(r), unicode.IsDigit(r), unicode.IsSpace(r), unicode.IsUpper(r), unicode.IsPunct(r))
	}
	fmt.Println(string(unicode.ToUpper('é')), string(unicode.ToLower('Ä')), unicode.IsNumber('½'))
	b := []byte("héllo")
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		fmt.Print(string(r), size, " ")
		b = b[size:]
	}
	fmt.Println()
	fmt.Println(utf8.RuneCount([]byte("世界")), utf8.Valid([]byte{0xe4, 0xb8}), utf8.FullRune([]byte{0xe4, 0xb8}))
}

// Output:
// 'a' letter=true digit=false space=false upper=false punct=false
// 'Z' letter=true digit=false space=false upper=true punct=false
// '9' letter=false digit=true space=false upper=false punct=false
// ' ' letter=false digit=false space=true upper=false punct=false
// '_' letter=false digit=false space=false upper=false punct=true
// '-' letter=false digit=false space=false upper=false punct=true
// 'é' letter=true digit=false space=false upper=false punct=false
// '世' letter=true digit=false space=false upper=false punct=false
// '\t' letter=false digit=false space=true upper=false punct=false
// '!' letter=false digit=false space=false upper=false punct=true
// É ä true
// h1 é2 l1 l1 o1 
// 2 false false
