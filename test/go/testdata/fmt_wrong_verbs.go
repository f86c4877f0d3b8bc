package main

import "fmt"

func main() {
	fmt.Printf("%d\n", "str")
	fmt.Printf("%s\n", 42)
	fmt.Printf("%s\n", nil)
	fmt.Printf("%d %d\n", 1)
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%z\n", 3)
	fmt.Printf("%!\n")
	fmt.Printf("%s %v\n", []byte("ab"), []byte("ab"))
	fmt.Printf("%t\n", 1)
	fmt.Printf("%x\n", 1.5)
	var p *int
	fmt.Printf("%v %d\n", p, []string{"a"})
}

// Output:
// %!d(string=str)
// %!s(int=42)
// %!s(<nil>)
// 1 %!d(MISSING)
// 1
// %!(EXTRA int=2)%!z(int=3)
// %!!(MISSING)
// ab [97 98]
// %!t(int=1)
// 0x1.8p+00
// <nil> [%!d(string=a)]
