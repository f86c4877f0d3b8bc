package main

import (
	"fmt"
	"strconv"
	s "strings"
	"unicode/utf8"
)

var p = fmt.Println

func main() {
	f, _ := strconv.ParseFloat("1.234", 64)
	fmt.Println(f)
	i, _ := strconv.ParseInt("123", 0, 64)
	fmt.Println(i)
	d, _ := strconv.ParseInt("0x1c8", 0, 64)
	fmt.Println(d)
	u, _ := strconv.ParseUint("789", 0, 64)
	fmt.Println(u)
	k, _ := strconv.Atoi("135")
	fmt.Println(k)
	_, e := strconv.Atoi("wat")
	fmt.Println(e)
	p("Contains:  ", s.Contains("test", "es"))
	p("Count:     ", s.Count("test", "t"))
	p("HasPrefix: ", s.HasPrefix("test", "te"))
	p("HasSuffix: ", s.HasSuffix("test", "st"))
	p("Index:     ", s.Index("test", "e"))
	p("Join:      ", s.Join([]string{"a", "b"}, "-"))
	p("Repeat:    ", s.Repeat("a", 5))
	p("Replace:   ", s.Replace("foo", "o", "0", -1))
	p("Replace:   ", s.Replace("foo", "o", "0", 1))
	p("Split:     ", s.Split("a-b-c-d-e", "-"))
	p("ToLower:   ", s.ToLower("TEST"))
	p("ToUpper:   ", s.ToUpper("test"))
	const th = "สวัสดี"
	fmt.Println("Len:", len(th))
	for i := 0; i < len(th); i++ {
		fmt.Printf("%x ", th[i])
	}
	fmt.Println()
	fmt.Println("Rune count:", utf8.RuneCountInString(th))
	for idx, runeValue := range th {
		fmt.Printf("%#U starts at %d\n", runeValue, idx)
	}
	for i, w := 0, 0; i < len(th); i += w {
		runeValue, width := utf8.DecodeRuneInString(th[i:])
		fmt.Printf("%#U starts at %d\n", runeValue, i)
		w = width
	}
}
