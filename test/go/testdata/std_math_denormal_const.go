package main

import "fmt"

const tiny = 4.9406564584124654417656879286822137236505980e-324
const small = 0x1p-1022 * 0x1p-52

func main() {
	var f float64 = tiny
	fmt.Println(f, small, float64(small), 1e-320, 2.5e-310)
}

// Output:
// 5e-324 5e-324 5e-324 1e-320 2.5e-310
