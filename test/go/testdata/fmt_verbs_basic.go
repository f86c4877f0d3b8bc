package main

import "fmt"

func main() {
	fmt.Printf("%d|%5d|%-5d|%05d|%+d\n", 42, 42, 42, 42, 42)
	fmt.Printf("%s|%10s|%-10s|%.2s\n", "go", "go", "go", "golang")
	fmt.Printf("%q|%v|%t\n", "quote\"d", true, false)
	fmt.Printf("%x|%X|%o|%b|%c|%U\n", 3054, 3054, 8, 5, 'G', 'G')
	fmt.Printf("%f|%.1f|%8.3f|%e|%g|%G\n", 3.14159, 2.25, 1.5, 1234.5678, 1e-7, 1e21)
	fmt.Printf("%v %v %v\n", 1.0, 2.5e10, 1e-5)
	fmt.Printf("%%|%c%c\n", 0x4e16, 0x754c)
	fmt.Printf("%x|% x|%X\n", "hi", "hi", []byte("ok"))
	fmt.Printf("%08.3f|%-8.2f|\n", 3.14159, 2.5)
	fmt.Printf("%3c|%-3c|\n", 'a', 'b')
}

// Output:
// 42|   42|42   |00042|+42
// go|        go|go        |go
// "quote\"d"|true|false
// bee|BEE|10|101|G|U+0047
// 3.141590|2.2|   1.500|1.234568e+03|1e-07|1E+21
// 1 2.5e+10 1e-05
// %|世界
// 6869|68 69|6F6B
// 0003.142|2.50    |
//   a|b  |
