package main

import (
	"fmt"
	"unicode/utf8"
)

func main() {
	s := "héllo, 世界!"
	fmt.Println(len(s), utf8.RuneCountInString(s))
	r, size := utf8.DecodeRuneInString(s[1:])
	fmt.Printf("%c %d\n", r, size)
	r, size = utf8.DecodeLastRuneInString(s[:len(s)-1])
	fmt.Printf("%c %d\n", r, size)
	fmt.Println(utf8.ValidString(s), utf8.ValidString("\xff"), utf8.RuneLen('世'))
	buf := make([]byte, 4)
	n := utf8.EncodeRune(buf, '€')
	fmt.Println(buf[:n], n)
	bad := "a\xffb"
	for i, r := range bad {
		fmt.Print(i, ":", r, " ")
	}
	fmt.Println()
	fmt.Println([]rune(bad), string(rune(65)), string([]rune{72, 105}))
	fmt.Println(utf8.RuneError, utf8.UTFMax, string(utf8.AppendRune(nil, 'ü')))
}

// Output:
// 15 10
// é 2
// 界 3
// true false 3
// [226 130 172] 3
// 0:97 1:65533 2:98 
// [97 65533 98] A Hi
// 65533 4 ü
