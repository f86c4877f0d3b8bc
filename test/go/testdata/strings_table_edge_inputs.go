package main

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

func main() {
	ins := []string{"", " ", "a", "aaa", "Hello, World", "ÀÉÎõü", "\xff\xfe", "a\u0301", "ß", "ǅ", "İstanbul", "  x  y  ", "a,b,,c,", "\t\n", "日本語", "ﬀ", "K"}
	seps := []string{"", ",", "a", "aa", " ", "\xff"}
	for _, s := range ins {
		fmt.Printf("%q: U=%q L=%q T=%q F=%q", s, strings.ToUpper(s), strings.ToLower(s), strings.ToTitle(s), strings.Fields(s))
		fmt.Printf(" TS=%q Q=%s QA=%s V=%q", strings.TrimSpace(s), strconv.Quote(s), strconv.QuoteToASCII(s), strings.ToValidUTF8(s, "�"))
		fmt.Printf(" BT=%q EF=%v\n", bytes.Title([]byte(s)), strings.EqualFold(s, strings.ToUpper(s)))
		for _, sep := range seps {
			fmt.Printf("   sep %q: S=%q SN=%q SA=%q I=%d LI=%d C=%d R=%q X=%q\n", sep, strings.Split(s, sep), strings.SplitN(s, sep, 2), strings.SplitAfter(s, sep), strings.Index(s, sep), strings.LastIndex(s, sep), strings.Count(s, sep), strings.Replace(s, sep, "<>", 2), strings.ReplaceAll(s, sep, ""))
		}
	}
	for _, r := range []rune{'a', 'Z', 'ß', 'ǅ', 'İ', 'ı', 'K', 'Σ', 'ς', '5', '٣', '_', ' ', '\u00a0', '\u2028', 0x10FFFF, -1, 0xD800} {
		fmt.Printf("%U up=%c lo=%c ti=%c sf=%c L=%v U=%v Lo=%v D=%v N=%v S=%v P=%v G=%v C=%v\n", r, unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), unicode.SimpleFold(r), unicode.IsLetter(r), unicode.IsUpper(r), unicode.IsLower(r), unicode.IsDigit(r), unicode.IsNumber(r), unicode.IsSpace(r), unicode.IsPunct(r), unicode.IsGraphic(r), unicode.IsControl(r))
	}
	fmt.Println(strings.Title("o'neil is here-now"), strings.Map(unicode.ToUpper, "straße"), bytes.ToUpper([]byte("\xffa")))
	fmt.Println(strings.LastIndexByte("abcabc", 'b'), strings.IndexAny("golang", ""), strings.IndexAny("\xffx", "\xff"), strings.ContainsFunc("abc", unicode.IsUpper))
	fmt.Println(strings.TrimRight("abc\xff", "\xff"), strings.Trim("¡¡Hola!!", "!¡"), strings.TrimLeftFunc("  \u00a0x", unicode.IsSpace))
}

// Output:
// "": U="" L="" T="" F=[] TS="" Q="" QA="" V="" BT="" EF=true
//    sep "": S=[] SN=[] SA=[] I=0 LI=0 C=1 R="<>" X=""
//    sep ",": S=[""] SN=[""] SA=[""] I=-1 LI=-1 C=0 R="" X=""
//    sep "a": S=[""] SN=[""] SA=[""] I=-1 LI=-1 C=0 R="" X=""
//    sep "aa": S=[""] SN=[""] SA=[""] I=-1 LI=-1 C=0 R="" X=""
//    sep " ": S=[""] SN=[""] SA=[""] I=-1 LI=-1 C=0 R="" X=""
//    sep "\xff": S=[""] SN=[""] SA=[""] I=-1 LI=-1 C=0 R="" X=""
// " ": U=" " L=" " T=" " F=[] TS="" Q=" " QA=" " V=" " BT=" " EF=true
//    sep "": S=[" "] SN=[" "] SA=[" "] I=0 LI=1 C=2 R="<> <>" X=" "
//    sep ",": S=[" "] SN=[" "] SA=[" "] I=-1 LI=-1 C=0 R=" " X=" "
//    sep "a": S=[" "] SN=[" "] SA=[" "] I=-1 LI=-1 C=0 R=" " X=" "
//    sep "aa": S=[" "] SN=[" "] SA=[" "] I=-1 LI=-1 C=0 R=" " X=" "
//    sep " ": S=["" ""] SN=["" ""] SA=[" " ""] I=0 LI=0 C=1 R="<>" X=""
//    sep "\xff": S=[" "] SN=[" "] SA=[" "] I=-1 LI=-1 C=0 R=" " X=" "
// "a": U="A" L="a" T="A" F=["a"] TS="a" Q="a" QA="a" V="a" BT="A" EF=true
//    sep "": S=["a"] SN=["a"] SA=["a"] I=0 LI=1 C=2 R="<>a<>" X="a"
//    sep ",": S=["a"] SN=["a"] SA=["a"] I=-1 LI=-1 C=0 R="a" X="a"
//    sep "a": S=["" ""] SN=["" ""] SA=["a" ""] I=0 LI=0 C=1 R="<>" X=""
//    sep "aa": S=["a"] SN=["a"] SA=["a"] I=-1 LI=-1 C=0 R="a" X="a"
//    sep " ": S=["a"] SN=["a"] SA=["a"] I=-1 LI=-1 C=0 R="a" X="a"
//    sep "\xff": S=["a"] SN=["a"] SA=["a"] I=-1 LI=-1 C=0 R="a" X="a"
// "aaa": U="AAA" L="aaa" T="AAA" F=["aaa"] TS="aaa" Q="aaa" QA="aaa" V="aaa" BT="Aaa" EF=true
//    sep "": S=["a" "a" "a"] SN=["a" "aa"] SA=["a" "a" "a"] I=0 LI=3 C=4 R="<>a<>aa" X="aaa"
//    sep ",": S=["aaa"] SN=["aaa"] SA=["aaa"] I=-1 LI=-1 C=0 R="aaa" X="aaa"
//    sep "a": S=["" "" "" ""] SN=["" "aa"] SA=["a" "a" "a" ""] I=0 LI=2 C=3 R="<><>a" X=""
//    sep "aa": S=["" "a"] SN=["" "a"] SA=["aa" "a"] I=0 LI=1 C=1 R="<>a" X="a"
//    sep " ": S=["aaa"] SN=["aaa"] SA=["aaa"] I=-1 LI=-1 C=0 R="aaa" X="aaa"
//    sep "\xff": S=["aaa"] SN=["aaa"] SA=["aaa"] I=-1 LI=-1 C=0 R="aaa" X="aaa"
// "Hello, World": U="HELLO, WORLD" L="hello, world" T="HELLO, WORLD" F=["Hello," "World"] TS="Hello, World" Q="Hello, World" QA="Hello, World" V="Hello, World" BT="Hello, World" EF=true
//    sep "": S=["H" "e" "l" "l" "o" "," " " "W" "o" "r" "l" "d"] SN=["H" "ello, World"] SA=["H" "e" "l" "l" "o" "," " " "W" "o" "r" "l" "d"] I=0 LI=12 C=13 R="<>H<>ello, World" X="Hello, World"
//    sep ",": S=["Hello" " World"] SN=["Hello" " World"] SA=["Hello," " World"] I=5 LI=5 C=1 R="Hello<> World" X="Hello World"
//    sep "a": S=["Hello, World"] SN=["Hello, World"] SA=["Hello, World"] I=-1 LI=-1 C=0 R="Hello, World" X="Hello, World"
//    sep "aa": S=["Hello, World"] SN=["Hello, World"] SA=["Hello, World"] I=-1 LI=-1 C=0 R="Hello, World" X="Hello, World"
//    sep " ": S=["Hello," "World"] SN=["Hello," "World"] SA=["Hello, " "World"] I=6 LI=6 C=1 R="Hello,<>World" X="Hello,World"
//    sep "\xff": S=["Hello, World"] SN=["Hello, World"] SA=["Hello, World"] I=-1 LI=-1 C=0 R="Hello, World" X="Hello, World"
// "ÀÉÎõü": U="ÀÉÎÕÜ" L="àéîõü" T="ÀÉÎÕÜ" F=["ÀÉÎõü"] TS="ÀÉÎõü" Q="ÀÉÎõü" QA="\u00c0\u00c9\u00ce\u00f5\u00fc" V="ÀÉÎõü" BT="ÀÉÎõü" EF=true
//    sep "": S=["À" "É" "Î" "õ" "ü"] SN=["À" "ÉÎõü"] SA=["À" "É" "Î" "õ" "ü"] I=0 LI=10 C=6 R="<>À<>ÉÎõü" X="ÀÉÎõü"
//    sep ",": S=["ÀÉÎõü"] SN=["ÀÉÎõü"] SA=["ÀÉÎõü"] I=-1 LI=-1 C=0 R="ÀÉÎõü" X="ÀÉÎõü"
//    sep "a": S=["ÀÉÎõü"] SN=["ÀÉÎõü"] SA=["ÀÉÎõü"] I=-1 LI=-1 C=0 R="ÀÉÎõü" X="ÀÉÎõü"
//    sep "aa": S=["ÀÉÎõü"] SN=["ÀÉÎõü"] SA=["ÀÉÎõü"] I=-1 LI=-1 C=0 R="ÀÉÎõü" X="ÀÉÎõü"
//    sep " ": S=["ÀÉÎõü"] SN=["ÀÉÎõü"] SA=["ÀÉÎõü"] I=-1 LI=-1 C=0 R="ÀÉÎõü" X="ÀÉÎõü"
//    sep "\xff": S=["ÀÉÎõü"] SN=["ÀÉÎõü"] SA=["ÀÉÎõü"] I=-1 LI=-1 C=0 R="ÀÉÎõü" X="ÀÉÎõü"
// "\xff\xfe": U="��" L="��" T="��" F=["\xff\xfe"] TS="\xff\xfe" Q="\xff\xfe" QA="\xff\xfe" V="�" BT="��" EF=true
//    sep "": S=["\xff" "\xfe"] SN=["\xff" "\xfe"] SA=["\xff" "\xfe"] I=0 LI=2 C=3 R="<>\xff<>\xfe" X="\xff\xfe"
//    sep ",": S=["\xff\xfe"] SN=["\xff\xfe"] SA=["\xff\xfe"] I=-1 LI=-1 C=0 R="\xff\xfe" X="\xff\xfe"
//    sep "a": S=["\xff\xfe"] SN=["\xff\xfe"] SA=["\xff\xfe"] I=-1 LI=-1 C=0 R="\xff\xfe" X="\xff\xfe"
//    sep "aa": S=["\xff\xfe"] SN=["\xff\xfe"] SA=["\xff\xfe"] I=-1 LI=-1 C=0 R="\xff\xfe" X="\xff\xfe"
//    sep " ": S=["\xff\xfe"] SN=["\xff\xfe"] SA=["\xff\xfe"] I=-1 LI=-1 C=0 R="\xff\xfe" X="\xff\xfe"
//    sep "\xff": S=["" "\xfe"] SN=["" "\xfe"] SA=["\xff" "\xfe"] I=0 LI=0 C=1 R="<>\xfe" X="\xfe"
// "á": U="Á" L="á" T="Á" F=["á"] TS="á" Q="á" QA="a\u0301" V="á" BT="Á" EF=true
//    sep "": S=["a" "́"] SN=["a" "́"] SA=["a" "́"] I=0 LI=3 C=3 R="<>a<>́" X="á"
//    sep ",": S=["á"] SN=["á"] SA=["á"] I=-1 LI=-1 C=0 R="á" X="á"
//    sep "a": S=["" "́"] SN=["" "́"] SA=["a" "́"] I=0 LI=0 C=1 R="<>́" X="́"
//    sep "aa": S=["á"] SN=["á"] SA=["á"] I=-1 LI=-1 C=0 R="á" X="á"
//    sep " ": S=["á"] SN=["á"] SA=["á"] I=-1 LI=-1 C=0 R="á" X="á"
//    sep "\xff": S=["á"] SN=["á"] SA=["á"] I=-1 LI=-1 C=0 R="á" X="á"
// "ß": U="ß" L="ß" T="ß" F=["ß"] TS="ß" Q="ß" QA="\u00df" V="ß" BT="ß" EF=true
//    sep "": S=["ß"] SN=["ß"] SA=["ß"] I=0 LI=2 C=2 R="<>ß<>" X="ß"
//    sep ",": S=["ß"] SN=["ß"] SA=["ß"] I=-1 LI=-1 C=0 R="ß" X="ß"
//    sep "a": S=["ß"] SN=["ß"] SA=["ß"] I=-1 LI=-1 C=0 R="ß" X="ß"
//    sep "aa": S=["ß"] SN=["ß"] SA=["ß"] I=-1 LI=-1 C=0 R="ß" X="ß"
//    sep " ": S=["ß"] SN=["ß"] SA=["ß"] I=-1 LI=-1 C=0 R="ß" X="ß"
//    sep "\xff": S=["ß"] SN=["ß"] SA=["ß"] I=-1 LI=-1 C=0 R="ß" X="ß"
// "ǅ": U="Ǆ" L="ǆ" T="ǅ" F=["ǅ"] TS="ǅ" Q="ǅ" QA="\u01c5" V="ǅ" BT="ǅ" EF=true
//    sep "": S=["ǅ"] SN=["ǅ"] SA=["ǅ"] I=0 LI=2 C=2 R="<>ǅ<>" X="ǅ"
//    sep ",": S=["ǅ"] SN=["ǅ"] SA=["ǅ"] I=-1 LI=-1 C=0 R="ǅ" X="ǅ"
//    sep "a": S=["ǅ"] SN=["ǅ"] SA=["ǅ"] I=-1 LI=-1 C=0 R="ǅ" X="ǅ"
//    sep "aa": S=["ǅ"] SN=["ǅ"] SA=["ǅ"] I=-1 LI=-1 C=0 R="ǅ" X="ǅ"
//    sep " ": S=["ǅ"] SN=["ǅ"] SA=["ǅ"] I=-1 LI=-1 C=0 R="ǅ" X="ǅ"
//    sep "\xff": S=["ǅ"] SN=["ǅ"] SA=["ǅ"] I=-1 LI=-1 C=0 R="ǅ" X="ǅ"
// "İstanbul": U="İSTANBUL" L="istanbul" T="İSTANBUL" F=["İstanbul"] TS="İstanbul" Q="İstanbul" QA="\u0130stanbul" V="İstanbul" BT="İstanbul" EF=true
//    sep "": S=["İ" "s" "t" "a" "n" "b" "u" "l"] SN=["İ" "stanbul"] SA=["İ" "s" "t" "a" "n" "b" "u" "l"] I=0 LI=9 C=9 R="<>İ<>stanbul" X="İstanbul"
//    sep ",": S=["İstanbul"] SN=["İstanbul"] SA=["İstanbul"] I=-1 LI=-1 C=0 R="İstanbul" X="İstanbul"
//    sep "a": S=["İst" "nbul"] SN=["İst" "nbul"] SA=["İsta" "nbul"] I=4 LI=4 C=1 R="İst<>nbul" X="İstnbul"
//    sep "aa": S=["İstanbul"] SN=["İstanbul"] SA=["İstanbul"] I=-1 LI=-1 C=0 R="İstanbul" X="İstanbul"
//    sep " ": S=["İstanbul"] SN=["İstanbul"] SA=["İstanbul"] I=-1 LI=-1 C=0 R="İstanbul" X="İstanbul"
//    sep "\xff": S=["İstanbul"] SN=["İstanbul"] SA=["İstanbul"] I=-1 LI=-1 C=0 R="İstanbul" X="İstanbul"
// "  x  y  ": U="  X  Y  " L="  x  y  " T="  X  Y  " F=["x" "y"] TS="x  y" Q="  x  y  " QA="  x  y  " V="  x  y  " BT="  X  Y  " EF=true
//    sep "": S=[" " " " "x" " " " " "y" " " " "] SN=[" " " x  y  "] SA=[" " " " "x" " " " " "y" " " " "] I=0 LI=8 C=9 R="<> <> x  y  " X="  x  y  "
//    sep ",": S=["  x  y  "] SN=["  x  y  "] SA=["  x  y  "] I=-1 LI=-1 C=0 R="  x  y  " X="  x  y  "
//    sep "a": S=["  x  y  "] SN=["  x  y  "] SA=["  x  y  "] I=-1 LI=-1 C=0 R="  x  y  " X="  x  y  "
//    sep "aa": S=["  x  y  "] SN=["  x  y  "] SA=["  x  y  "] I=-1 LI=-1 C=0 R="  x  y  " X="  x  y  "
//    sep " ": S=["" "" "x" "" "y" "" ""] SN=["" " x  y  "] SA=[" " " " "x " " " "y " " " ""] I=0 LI=7 C=6 R="<><>x  y  " X="xy"
//    sep "\xff": S=["  x  y  "] SN=["  x  y  "] SA=["  x  y  "] I=-1 LI=-1 C=0 R="  x  y  " X="  x  y  "
// "a,b,,c,": U="A,B,,C," L="a,b,,c," T="A,B,,C," F=["a,b,,c,"] TS="a,b,,c," Q="a,b,,c," QA="a,b,,c," V="a,b,,c," BT="A,B,,C," EF=true
//    sep "": S=["a" "," "b" "," "," "c" ","] SN=["a" ",b,,c,"] SA=["a" "," "b" "," "," "c" ","] I=0 LI=7 C=8 R="<>a<>,b,,c," X="a,b,,c,"
//    sep ",": S=["a" "b" "" "c" ""] SN=["a" "b,,c,"] SA=["a," "b," "," "c," ""] I=1 LI=6 C=4 R="a<>b<>,c," X="abc"
//    sep "a": S=["" ",b,,c,"] SN=["" ",b,,c,"] SA=["a" ",b,,c,"] I=0 LI=0 C=1 R="<>,b,,c," X=",b,,c,"
//    sep "aa": S=["a,b,,c,"] SN=["a,b,,c,"] SA=["a,b,,c,"] I=-1 LI=-1 C=0 R="a,b,,c," X="a,b,,c,"
//    sep " ": S=["a,b,,c,"] SN=["a,b,,c,"] SA=["a,b,,c,"] I=-1 LI=-1 C=0 R="a,b,,c," X="a,b,,c,"
//    sep "\xff": S=["a,b,,c,"] SN=["a,b,,c,"] SA=["a,b,,c,"] I=-1 LI=-1 C=0 R="a,b,,c," X="a,b,,c,"
// "\t\n": U="\t\n" L="\t\n" T="\t\n" F=[] TS="" Q="\t\n" QA="\t\n" V="\t\n" BT="\t\n" EF=true
//    sep "": S=["\t" "\n"] SN=["\t" "\n"] SA=["\t" "\n"] I=0 LI=2 C=3 R="<>\t<>\n" X="\t\n"
//    sep ",": S=["\t\n"] SN=["\t\n"] SA=["\t\n"] I=-1 LI=-1 C=0 R="\t\n" X="\t\n"
//    sep "a": S=["\t\n"] SN=["\t\n"] SA=["\t\n"] I=-1 LI=-1 C=0 R="\t\n" X="\t\n"
//    sep "aa": S=["\t\n"] SN=["\t\n"] SA=["\t\n"] I=-1 LI=-1 C=0 R="\t\n" X="\t\n"
//    sep " ": S=["\t\n"] SN=["\t\n"] SA=["\t\n"] I=-1 LI=-1 C=0 R="\t\n" X="\t\n"
//    sep "\xff": S=["\t\n"] SN=["\t\n"] SA=["\t\n"] I=-1 LI=-1 C=0 R="\t\n" X="\t\n"
// "日本語": U="日本語" L="日本語" T="日本語" F=["日本語"] TS="日本語" Q="日本語" QA="\u65e5\u672c\u8a9e" V="日本語" BT="日本語" EF=true
//    sep "": S=["日" "本" "語"] SN=["日" "本語"] SA=["日" "本" "語"] I=0 LI=9 C=4 R="<>日<>本語" X="日本語"
//    sep ",": S=["日本語"] SN=["日本語"] SA=["日本語"] I=-1 LI=-1 C=0 R="日本語" X="日本語"
//    sep "a": S=["日本語"] SN=["日本語"] SA=["日本語"] I=-1 LI=-1 C=0 R="日本語" X="日本語"
//    sep "aa": S=["日本語"] SN=["日本語"] SA=["日本語"] I=-1 LI=-1 C=0 R="日本語" X="日本語"
//    sep " ": S=["日本語"] SN=["日本語"] SA=["日本語"] I=-1 LI=-1 C=0 R="日本語" X="日本語"
//    sep "\xff": S=["日本語"] SN=["日本語"] SA=["日本語"] I=-1 LI=-1 C=0 R="日本語" X="日本語"
// "ﬀ": U="ﬀ" L="ﬀ" T="ﬀ" F=["ﬀ"] TS="ﬀ" Q="ﬀ" QA="\ufb00" V="ﬀ" BT="ﬀ" EF=true
//    sep "": S=["ﬀ"] SN=["ﬀ"] SA=["ﬀ"] I=0 LI=3 C=2 R="<>ﬀ<>" X="ﬀ"
//    sep ",": S=["ﬀ"] SN=["ﬀ"] SA=["ﬀ"] I=-1 LI=-1 C=0 R="ﬀ" X="ﬀ"
//    sep "a": S=["ﬀ"] SN=["ﬀ"] SA=["ﬀ"] I=-1 LI=-1 C=0 R="ﬀ" X="ﬀ"
//    sep "aa": S=["ﬀ"] SN=["ﬀ"] SA=["ﬀ"] I=-1 LI=-1 C=0 R="ﬀ" X="ﬀ"
//    sep " ": S=["ﬀ"] SN=["ﬀ"] SA=["ﬀ"] I=-1 LI=-1 C=0 R="ﬀ" X="ﬀ"
//    sep "\xff": S=["ﬀ"] SN=["ﬀ"] SA=["ﬀ"] I=-1 LI=-1 C=0 R="ﬀ" X="ﬀ"
// "K": U="K" L="k" T="K" F=["K"] TS="K" Q="K" QA="K" V="K" BT="K" EF=true
//    sep "": S=["K"] SN=["K"] SA=["K"] I=0 LI=1 C=2 R="<>K<>" X="K"
//    sep ",": S=["K"] SN=["K"] SA=["K"] I=-1 LI=-1 C=0 R="K" X="K"
//    sep "a": S=["K"] SN=["K"] SA=["K"] I=-1 LI=-1 C=0 R="K" X="K"
//    sep "aa": S=["K"] SN=["K"] SA=["K"] I=-1 LI=-1 C=0 R="K" X="K"
//    sep " ": S=["K"] SN=["K"] SA=["K"] I=-1 LI=-1 C=0 R="K" X="K"
//    sep "\xff": S=["K"] SN=["K"] SA=["K"] I=-1 LI=-1 C=0 R="K" X="K"
// U+0061 up=A lo=a ti=A sf=A L=true U=false Lo=true D=false N=false S=false P=false G=true C=false
// U+005A up=Z lo=z ti=Z sf=z L=true U=true Lo=false D=false N=false S=false P=false G=true C=false
// U+00DF up=ß lo=ß ti=ß sf=ẞ L=true U=false Lo=true D=false N=false S=false P=false G=true C=false
// U+01C5 up=Ǆ lo=ǆ ti=ǅ sf=ǆ L=true U=false Lo=false D=false N=false S=false P=false G=true C=false
// U+0130 up=İ lo=i ti=İ sf=İ L=true U=true Lo=false D=false N=false S=false P=false G=true C=false
// U+0131 up=I lo=ı ti=I sf=ı L=true U=false Lo=true D=false N=false S=false P=false G=true C=false
// U+004B up=K lo=k ti=K sf=k L=true U=true Lo=false D=false N=false S=false P=false G=true C=false
// U+03A3 up=Σ lo=σ ti=Σ sf=ς L=true U=true Lo=false D=false N=false S=false P=false G=true C=false
// U+03C2 up=Σ lo=ς ti=Σ sf=σ L=true U=false Lo=true D=false N=false S=false P=false G=true C=false
// U+0035 up=5 lo=5 ti=5 sf=5 L=false U=false Lo=false D=true N=true S=false P=false G=true C=false
// U+0663 up=٣ lo=٣ ti=٣ sf=٣ L=false U=false Lo=false D=true N=true S=false P=false G=true C=false
// U+005F up=_ lo=_ ti=_ sf=_ L=false U=false Lo=false D=false N=false S=false P=true G=true C=false
// U+0020 up=  lo=  ti=  sf=  L=false U=false Lo=false D=false N=false S=true P=false G=true C=false
// U+00A0 up=  lo=  ti=  sf=  L=false U=false Lo=false D=false N=false S=true P=false G=true C=false
// U+2028 up=  lo=  ti=  sf=  L=false U=false Lo=false D=false N=false S=true P=false G=false C=false
// U+10FFFF up=􏿿 lo=􏿿 ti=􏿿 sf=􏿿 L=false U=false Lo=false D=false N=false S=false P=false G=false C=false
// U+FFFFFFFFFFFFFFFF up=� lo=� ti=� sf=� L=false U=false Lo=false D=false N=false S=false P=false G=false C=false
// U+D800 up=� lo=� ti=� sf=� L=false U=false Lo=false D=false N=false S=false P=false G=false C=false
// O'Neil Is Here-Now STRAßE [239 191 189 65]
// 4 -1 0 false
// abc Hola x
