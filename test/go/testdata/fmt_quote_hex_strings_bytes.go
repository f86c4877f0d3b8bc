package main

import "fmt"

func main() {
	strs := []string{"hello", "tab\there", "quote\"s", "naïve", "日本", "\x00\x7f\xff", "`back`", "", "line\nbreak", "\u200b zero-width"}
	for _, s := range strs {
		fmt.Printf("%q|%+q|%#q|%x|% x|%X|%# x\n", s, s, s, s, s, s, s)
	}
	b := []byte("Go\xe2\x82\xac!")
	fmt.Printf("%s|%q|%x|% X|%v|%d\n", b, b, b, b, b, b)
	fmt.Printf("%08q|%-10q|%10q|%.3q|%.2x|%.1s\n", "ab", "ab", "ab", "abcdef", "abcdef", "日本")
	fmt.Printf("%c|%c|%c|%U|%#U|%q|%+q\n", 65, 0x1F600, -1, 0x1F600, 'ä', 'ä', '☺')
	fmt.Printf("%q %q %q %q\n", '\n', '\'', '"', rune(0x10FFFF+1))
	fmt.Printf("%x %X %#x %#o %O %b %#b\n", 3054, 3054, 3054, 8, 8, 5, 5)
	fmt.Printf("%x %x %x\n", -255, int8(-1), uint8(255))
	fmt.Printf("%5.1x|%-8x|%08x|%+d|% d|%+ d\n", 255, 255, 255, 5, 5, 5)
	fmt.Printf("%s %v %d\n", []string{"a", "b"}, [][]byte{[]byte("hi")}, []byte("hi"))
	fmt.Printf("%x\n", [][]byte{{1, 2}, {255}})
	fmt.Printf("%q\n", [][]byte{[]byte("a\"b")})
	fmt.Printf("%x|%X|% x\n", "", []byte{}, []byte(nil))
	fmt.Printf("%s|%v|%q\n", []byte(nil), []byte(nil), []byte(nil))
	fmt.Printf("%t %v %q\n", true, false, true)
	fmt.Printf("%v %x\n", [4]byte{1, 2, 3, 4}, [4]byte{1, 2, 3, 4})
	type B []byte
	fmt.Printf("%s %x %v\n", B("xy"), B("xy"), B("xy"))
	fmt.Printf("%6.2f|%-8.3e|%g|%G|%.3g|%e\n", 3.14159, 1234.5678, 1e21, 1e-7, 123456.0, 0.0)
	fmt.Printf("%v %v %v %v\n", 1e6, 1e20, 1e21, 123456789.0)
	fmt.Printf("%v %.2f %v\n", float32(0.1), float32(2.675), float32(1)/3)
	fmt.Printf("%x %X %.3x\n", 1.5, 255.0, 3.0)
	fmt.Printf("%v %.2f %+.1e\n", 1+2i, -1.5-0.25i, complex64(3i))
}

// Output:
// "hello"|"hello"|`hello`|68656c6c6f|68 65 6c 6c 6f|68656C6C6F|0x68 0x65 0x6c 0x6c 0x6f
// "tab\there"|"tab\there"|`tab	here`|7461620968657265|74 61 62 09 68 65 72 65|7461620968657265|0x74 0x61 0x62 0x09 0x68 0x65 0x72 0x65
// "quote\"s"|"quote\"s"|`quote"s`|71756f74652273|71 75 6f 74 65 22 73|71756F74652273|0x71 0x75 0x6f 0x74 0x65 0x22 0x73
// "naïve"|"na\u00efve"|`naïve`|6e61c3af7665|6e 61 c3 af 76 65|6E61C3AF7665|0x6e 0x61 0xc3 0xaf 0x76 0x65
// "日本"|"\u65e5\u672c"|`日本`|e697a5e69cac|e6 97 a5 e6 9c ac|E697A5E69CAC|0xe6 0x97 0xa5 0xe6 0x9c 0xac
// "\x00\x7f\xff"|"\x00\x7f\xff"|"\x00\x7f\xff"|007fff|00 7f ff|007FFF|0x00 0x7f 0xff
// "`back`"|"`back`"|"`back`"|606261636b60|60 62 61 63 6b 60|606261636B60|0x60 0x62 0x61 0x63 0x6b 0x60
// ""|""|``||||
// "line\nbreak"|"line\nbreak"|"line\nbreak"|6c696e650a627265616b|6c 69 6e 65 0a 62 72 65 61 6b|6C696E650A627265616B|0x6c 0x69 0x6e 0x65 0x0a 0x62 0x72 0x65 0x61 0x6b
// "\u200b zero-width"|"\u200b zero-width"|`​ zero-width`|e2808b207a65726f2d7769647468|e2 80 8b 20 7a 65 72 6f 2d 77 69 64 74 68|E2808B207A65726F2D7769647468|0xe2 0x80 0x8b 0x20 0x7a 0x65 0x72 0x6f 0x2d 0x77 0x69 0x64 0x74 0x68
// Go€!|"Go€!"|476fe282ac21|47 6F E2 82 AC 21|[71 111 226 130 172 33]|[71 111 226 130 172 33]
// 0000"ab"|"ab"      |      "ab"|"abc"|6162|日
// A|😀|�|U+1F600|U+00E4 'ä'|'ä'|'\u263a'
// '\n' '\'' '"' '�'
// bee BEE 0xbee 010 0o10 101 0b101
// -ff -1 ff
//    ff|ff      |000000ff|+5| 5|+5
// [a b] [[104 105]] [104 105]
// [0102 ff]
// ["a\"b"]
// ||
// |[]|""
// true false %!q(bool=true)
// [1 2 3 4] 01020304
// xy 7879 [120 121]
//   3.14|1.235e+03|1e+21|1E-07|1.23e+05|0.000000e+00
// 1e+06 1e+20 1e+21 1.23456789e+08
// 0.1 2.67 0.33333334
// 0x1.8p+00 0X1.FEP+07 0x1.800p+01
// (1+2i) (-1.50-0.25i) (+0.0e+00+3.0e+00i)
