package main

import "fmt"

func main() {
	var x int = 1
	var u uint8 = 3
	fmt.Println(x<<1., x<<(1+0i), x<<0i, u<<(2+0i))
	fmt.Println(x<<(1<<x), x<<(1.<<x), x<<((1+0i)<<x), x<<(0i<<x))
	const big = 1 << 62
	fmt.Println(uint64(x)<<(62+0i) == big, int8(x)<<(7.0+0i))
	var s []int
	for i := 0; i < 3; i++ {
		s = append(s, 1<<(i+0i))
	}
	fmt.Println(s)
}

// Output:
// 2 2 1 12
// 4 4 4 1
// true -128
// [1 2 4]
