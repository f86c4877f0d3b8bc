package main

import (
	"bufio"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

func main() {
	var name string
	var age int
	var h float64
	n, err := fmt.Sscanf("alice 30 1.65", "%s %d %f", &name, &age, &h)
	fmt.Println(n, err, name, age, h)
	n, err = fmt.Sscanf("bob x", "%s %d", &name, &age)
	fmt.Println(n, err, name, age)
	n, err = fmt.Sscan("1 2\n3", &age, &n, &h)
	fmt.Println(n, err, age, h)
	var a, b int
	n, err = fmt.Sscanln("4 5\n6", &a, &b)
	fmt.Println(n, err, a, b)
	n, err = fmt.Sscanf("key=val", "key=%s", &name)
	fmt.Println(n, err, name)

	text := "The  quick\tbrown\n\nfox — jumps; über 42 naïve"
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Split(bufio.ScanWords)
	var words []string
	for sc.Scan() {
		words = append(words, sc.Text())
	}
	fmt.Printf("%q\n", words)
	sc = bufio.NewScanner(strings.NewReader("line1\r\nline2\n\nlast"))
	for i := 0; sc.Scan(); i++ {
		fmt.Printf("%d:%q ", i, sc.Text())
	}
	fmt.Println()
	sc = bufio.NewScanner(strings.NewReader("añb"))
	sc.Split(bufio.ScanRunes)
	for sc.Scan() {
		fmt.Print(sc.Text(), "|")
	}
	fmt.Println()
	bad := "a\xffb\xe2\x82"
	fmt.Println(utf8.ValidString(bad), utf8.RuneCountInString(bad), len(bad))
	for i, r := range bad {
		fmt.Printf("%d:%U ", i, r)
	}
	fmt.Println()
	r, size := utf8.DecodeRuneInString("€x")
	fmt.Println(string(r), size, utf8.RuneLen('€'), string(rune(65)), []byte("€"))
	var counts [4]int
	for _, r := range text {
		switch {
		case unicode.IsUpper(r):
			counts[0]++
		case unicode.IsLetter(r):
			counts[1]++
		case unicode.IsDigit(r):
			counts[2]++
		case unicode.IsSpace(r), unicode.IsPunct(r):
			counts[3]++
		}
	}
	fmt.Println(counts, strings.ToUpper("straße"), strings.ToTitle("ǆ"), strings.EqualFold("Σ", "ς"))
	rep := strings.NewReplacer("<", "&lt;", ">", "&gt;", "&", "&amp;")
	fmt.Println(rep.Replace("<a href='x'>&</a>"))
	fmt.Println(strings.Fields("  a b  c "), strings.Split("a,b,,c", ","), strings.SplitN("a,b,c", ",", 2), strings.SplitAfter("a,b", ","))
	fmt.Println(strings.TrimFunc("123abc456", unicode.IsDigit), strings.Map(func(r rune) rune {
		if r == 'a' {
			return -1
		}
		return unicode.ToUpper(r)
	}, "banana"), strings.Title("hello world"))
	fmt.Println(strings.Cut("k=v=w", "="), )
}

// Output:
// 3 <nil> alice 30 1.65
// 1 expected integer bob 30
// 3 <nil> 1 3
// 2 <nil> 4 5
// 1 <nil> val
// ["The" "quick" "brown" "fox" "—" "jumps;" "über" "42" "naïve"]
// 0:"line1" 1:"line2" 2:"" 3:"last" 
// a|ñ|b|
// false 5 5
// 0:U+0061 1:U+FFFD 2:U+0062 3:U+FFFD 4:U+FFFD 
// € 3 3 A [226 130 172]
// [1 29 2 12] STRAßE ǅ true
// &lt;a href='x'&gt;&amp;&lt;/a&gt;
// [a b c] [a b  c] [a b,c] [a, b]
// abc BNN Hello World
// k v=w true
