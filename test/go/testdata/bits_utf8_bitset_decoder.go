package main

import (
	"fmt"
	"math"
	"math/bits"
	"unicode"
	"unicode/utf8"
)

type BitSet []uint64

func (b *BitSet) Set(i uint) {
	for uint(len(*b)) <= i/64 {
		*b = append(*b, 0)
	}
	(*b)[i/64] |= 1 << (i % 64)
}

func (b BitSet) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

func (b BitSet) Members() []uint {
	var out []uint
	for i, w := range b {
		for w != 0 {
			t := bits.TrailingZeros64(w)
			out = append(out, uint(i*64+t))
			w &= w - 1
		}
	}
	return out
}

func main() {
	var bs BitSet
	for _, i := range []uint{0, 3, 63, 64, 100, 129} {
		bs.Set(i)
	}
	fmt.Println(bs.Count(), bs.Members(), len(bs))
	fmt.Printf("%064b\n", bs[0])

	for _, x := range []uint32{0, 1, 0x80000000, 0xF0F0, math.MaxUint32} {
		fmt.Println(x, bits.LeadingZeros32(x), bits.TrailingZeros32(x), bits.OnesCount32(x), bits.Len32(x), bits.Reverse32(x), bits.ReverseBytes32(x), bits.RotateLeft32(x, -4))
	}
	fmt.Println(bits.Len(0), bits.Len(255), bits.UintSize, bits.Len8(3), bits.Len16(256))
	hi, lo := bits.Mul64(math.MaxUint64, 3)
	fmt.Println(hi, lo)
	sum, carry := bits.Add64(math.MaxUint64, 1, 0)
	fmt.Println(sum, carry)
	diff, borrow := bits.Sub64(0, 1, 0)
	fmt.Println(diff, borrow)
	q, r := bits.Div64(1, 0, 7)
	fmt.Println(q, r, bits.Rem64(1, 0, 7))
	fmt.Println(bits.RotateLeft8(0b10010110, 3), bits.Reverse8(1), bits.ReverseBytes16(0x1234) == 0x3412)

	texts := []string{"héllo, 世界", "abc\xffdef", "\xe2\x82", "🚀go", ""}
	for _, s := range texts {
		fmt.Printf("%q len=%d runes=%d valid=%t\n", s, len(s), utf8.RuneCountInString(s), utf8.ValidString(s))
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			fmt.Printf("  %d:%U size=%d letter=%t\n", i, r, size, unicode.IsLetter(r))
			i += size
		}
		if s != "" {
			r, size := utf8.DecodeLastRuneInString(s)
			fmt.Printf("  last %q %d\n", r, size)
		}
	}
	buf := make([]byte, 0, 16)
	for _, r := range []rune{'a', 'é', '€', '😀', -1, 0xD800, utf8.MaxRune + 1} {
		buf = utf8.AppendRune(buf[:0], r)
		fmt.Printf("%U -> % x (len %d, RuneLen %d, ValidRune %t)\n", r, buf, len(buf), utf8.RuneLen(r), utf8.ValidRune(r))
	}
	fmt.Println(utf8.FullRune([]byte{0xe2, 0x82}), utf8.FullRuneInString("\xe2\x82\xac"), utf8.RuneStart(0x82))
	p := make([]byte, 3)
	n := utf8.EncodeRune(p, '€')
	fmt.Println(n, p, string(p), utf8.RuneError, string(utf8.RuneError))
	fmt.Println([]rune("a\xffb"), string([]rune{0x10FFFF + 1, 'x'}), []byte(string(rune(-5))))
	for i, r := range "a\xc3\x28b" {
		fmt.Print(i, ":", r, " ")
	}
	fmt.Println()
}

// Output:
// 6 [0 3 63 64 100 129] 3
// 1000000000000000000000000000000000000000000000000000000000001001
// 0 32 32 0 0 0 0 0
// 1 31 0 1 1 2147483648 16777216 268435456
// 2147483648 0 31 1 32 1 128 134217728
// 61680 16 4 8 16 252641280 4042260480 3855
// 4294967295 0 0 32 32 4294967295 4294967295 4294967295
// 0 8 64 2 9
// 2 18446744073709551613
// 0 1
// 18446744073709551615 1
// 2635249153387078802 2 2
// 180 128 true
// "héllo, 世界" len=14 runes=9 valid=true
//   0:U+0068 size=1 letter=true
//   1:U+00E9 size=2 letter=true
//   3:U+006C size=1 letter=true
//   4:U+006C size=1 letter=true
//   5:U+006F size=1 letter=true
//   6:U+002C size=1 letter=false
//   7:U+0020 size=1 letter=false
//   8:U+4E16 size=3 letter=true
//   11:U+754C size=3 letter=true
//   last '界' 3
// "abc\xffdef" len=7 runes=7 valid=false
//   0:U+0061 size=1 letter=true
//   1:U+0062 size=1 letter=true
//   2:U+0063 size=1 letter=true
//   3:U+FFFD size=1 letter=false
//   4:U+0064 size=1 letter=true
//   5:U+0065 size=1 letter=true
//   6:U+0066 size=1 letter=true
//   last 'f' 1
// "\xe2\x82" len=2 runes=2 valid=false
//   0:U+FFFD size=1 letter=false
//   1:U+FFFD size=1 letter=false
//   last '�' 1
// "🚀go" len=6 runes=3 valid=true
//   0:U+1F680 size=4 letter=false
//   4:U+0067 size=1 letter=true
//   5:U+006F size=1 letter=true
//   last 'o' 1
// "" len=0 runes=0 valid=true
// U+0061 -> 61 (len 1, RuneLen 1, ValidRune true)
// U+00E9 -> c3 a9 (len 2, RuneLen 2, ValidRune true)
// U+20AC -> e2 82 ac (len 3, RuneLen 3, ValidRune true)
// U+1F600 -> f0 9f 98 80 (len 4, RuneLen 4, ValidRune true)
// U+FFFFFFFFFFFFFFFF -> ef bf bd (len 3, RuneLen -1, ValidRune false)
// U+D800 -> ef bf bd (len 3, RuneLen -1, ValidRune false)
// U+110000 -> ef bf bd (len 3, RuneLen -1, ValidRune false)
// false true false
// 3 [226 130 172] € 65533 �
// [97 65533 98] �x [239 191 189]
// 0:97 1:65533 2:40 3:98 
