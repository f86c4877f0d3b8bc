package main

import (
	"fmt"
	"strconv"
	"strings"
)

func main() {
	s := "Hello, 世界"
	fmt.Println(len(s), s[0], s[7:], strings.ToUpper(s))
	fmt.Println(strings.Split("a,b,c", ","), strings.Join([]string{"x", "y"}, "-"))
	fmt.Println(strings.Contains(s, "世"), strings.Index(s, "l"), strings.TrimSpace("  x  "))
	fmt.Println(strings.Fields(" a  b c "), strings.HasPrefix(s, "He"), strings.Replace("aaa", "a", "b", 2))
	n, err := strconv.Atoi("123")
	fmt.Println(n+1, err)
	_, err = strconv.Atoi("x1")
	fmt.Println(err)
	fmt.Println(strconv.Itoa(-45), strconv.Quote("hi\n"), strconv.FormatInt(255, 16))
	var sb strings.Builder
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&sb, "%d,", i)
	}
	fmt.Println(sb.String(), sb.Len())
	bs := []byte(s)
	fmt.Println(len(bs), bs[:5])
	r := []rune(s)
	fmt.Println(len(r), string(r[7:]))
	fmt.Println(string(rune(65)), string(rune(0x4e16)))
	fmt.Println("a" < "b", "abc" > "abd", "x"+"y" == "xy")
	str := ""
	for i := 0; i < 3; i++ {
		str += strconv.Itoa(i)
	}
	fmt.Println(str)
	fmt.Printf("%5s|%-5s|%q|%v|%x\n", "ab", "cd", "e\"f", []string{"g"}, "hi")
	fmt.Println(strings.Repeat("ab", 3), strings.Count("cheese", "e"), strings.LastIndex("go gopher", "go"))
	fmt.Println(strings.Title("x"), strings.EqualFold("Go", "GO"), strings.TrimPrefix("prefix-x", "prefix-"))
	fmt.Printf("%c %d %U\n", 'A', 'A', '世')
}
