package main

import "fmt"

func main() {
	fmt.Printf("%q\n", "tab\there\nnewline")
	fmt.Printf("%q\n", "héllo 世界")
	fmt.Printf("%+q\n", "héllo")
	fmt.Printf("%q %q\n", 'x', '\n')
	fmt.Printf("%x\n", "世")
	fmt.Printf("%5.1q|\n", "abc")
	fmt.Printf("%s|%10s|\n", "世界", "世界")
	fmt.Printf("%v\n", []string{"a b", "c"})
	fmt.Printf("%q\n", []string{"a b", "c"})
	fmt.Printf("%c|%v|%d\n", '世', '世', '世')
}

// Output:
// "tab\there\nnewline"
// "héllo 世界"
// "h\u00e9llo"
// 'x' '\n'
// e4b896
//   "a"|
// 世界|        世界|
// [a b c]
// ["a b" "c"]
// 世|19990|19990
