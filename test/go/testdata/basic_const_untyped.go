package main

import "fmt"

const big = 1 << 62
const huge = big * 4
const ratio = huge / big

func main() {
	var f float64 = 1 / 3.0
	var i = 7 / 2
	const c = 'a' + 1
	fmt.Println(ratio, i, f)
	fmt.Println(c, string(rune(c)))
	var x int64 = big
	fmt.Println(x, x/1000)
	const typed int32 = 1 << 20
	fmt.Printf("%T %T %T %T\n", i, f, c, typed)
}

// Output:
// 4 3 0.3333333333333333
// 98 b
// 4611686018427387904 4611686018427387
// int float64 int32 int32
