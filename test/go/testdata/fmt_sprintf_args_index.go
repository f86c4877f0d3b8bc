package main

import "fmt"

func main() {
	fmt.Printf("%[2]d %[1]d\n", 10, 20)
	fmt.Printf("%[1]s-%[1]s\n", "dup")
	fmt.Printf("%d %d %[1]d %d\n", 1, 2)
	fmt.Printf("%6.2f|%-6.1f|%+.1e\n", 3.14159, 2.0, 12345.678)
	fmt.Printf("%t %v %08.3f %x\n", false, 'a', -3.5, 255)
	fmt.Printf("%c%c%c\n", 'G', 'o', '!')
	fmt.Printf("%v|%d\n", uint8(200), int8(-100))
	fmt.Printf("%U %#U\n", 0x1F600, 'x')
	fmt.Printf("%o %O %#b\n", 64, 64, 5)
	fmt.Printf("%10.3s|%-10s|\n", "abcdef", "left")
}

// Output:
// 20 10
// dup-dup
// 1 2 1 2
//   3.14|2.0   |+1.2e+04
// false 97 -003.500 ff
// Go!
// 200|-100
// U+1F600 U+0078 'x'
// 100 0o100 0b101
//        abc|left      |
