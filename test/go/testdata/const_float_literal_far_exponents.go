package main

import (
	"fmt"
	"os"
)

var x = 1e-779137
var y = 1e-779138

const far = 1e-200000
const farBig = 1e200000
const mid = 1.5e-150000

func main() {
	fmt.Println(x, y, x == 0, y == 0)
	fmt.Println(far*1e200000, farBig/1e199999, far*farBig, mid*1e150000)
	fmt.Println(3e300000/1e300000, 2.5e-300001*1e300001)
	const tiny = 1e-999999
	var f32 float32 = tiny
	fmt.Println(f32, tiny*0)
	if x != 0 {
		os.Exit(1)
	}
}

// Output:
// 0 0 true true
// 1 10 1 1.5
// 3 2.5
// 0 0
