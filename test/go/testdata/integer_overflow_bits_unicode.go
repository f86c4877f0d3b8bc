package main

import (
	"fmt"
	"math"
	"math/bits"
	"strings"
	"unicode/utf8"
)

func main() {
	var i8 int8 = 127
	i8++
	var u8 uint8 = 0
	u8--
	var u uint = 3
	var i64 int64 = math.MaxInt64
	i64 += 1
	fmt.Println(i8, u8, u-5 > 0, i64, -math.MinInt64 == math.MinInt64)
	x := int32(math.MinInt32)
	big, m := 70000, uint32(1<<32-1)
	fmt.Println(x/-1, x%-1, -x, int16(big), m+1)
	f := 3.99
	g := 300.7
	fmt.Println(int(f), int(-f), uint8(int(g)), int64(math.Float64frombits(0x7ff8000000000001)) == 0)
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros(8), bits.Reverse8(1), bits.Len(1023))
	hi, lo := bits.Mul64(math.MaxUint64, 2)
	sum, carry := bits.Add64(math.MaxUint64, 1, 0)
	fmt.Println(hi, lo, sum, carry, bits.RotateLeft32(1, -1))
	fmt.Println(7&^5, 6|9, 6^3, ^0, -7>>1, uint8(200)>>3, 1<<u)

	s := "héllo, 世界\xff!"
	fmt.Println(len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
	for i, r := range s {
		if r >= 128 {
			fmt.Printf("%d:%c(%U,%d) ", i, r, r, utf8.RuneLen(r))
		}
	}
	fmt.Println()
	b := []byte(s)
	r, size := utf8.DecodeRune(b[1:])
	fmt.Println(string(r), size, string(rune(65)), string(rune(-1)), []rune("ab世"))
	fmt.Println(strings.ToValidUTF8(s, "?"), strings.Map(func(r rune) rune {
		if r == 'l' {
			return -1
		}
		return r
	}, s[:6]))
	fmt.Println(strings.EqualFold("Straße", "STRASSE"), strings.EqualFold("Go", "GO"), strings.Title("hello go"))
	fmt.Printf("%q %v %x\n", s[1:2], []byte(s[1:3]), s[len(s)-2:])
}

// Output:
// -128 255 true -9223372036854775808 false
// -2147483648 0 -2147483648 4464 0
// 3 -3 44 false
// 8 63 3 128 10
// 1 18446744073709551614 0 1 2147483648
// 2 15 5 -1 -4 25 8
// 16 11 false
// 1:é(U+00E9,2) 8:世(U+4E16,3) 11:界(U+754C,3) 14:�(U+FFFD,3) 
// é 2 A � [97 98 19990]
// héllo, 世界?! héo
// false true Hello Go
// "\xc3" [195 169] ff21
