package main

import "fmt"

const z = 1e1000 + 1 - 1e1000
const w = 1e100 + 1 - 1e100
const third = 1.0 / 3
const v = third*1e2000 - 1e2000/3
const r = (1e1300 + 7) / 1e1300
const tiny = 1e-2000
const q = (1 + tiny) - 1

func main() {
	fmt.Println(z, w, v, r, q*1e2000)
	fmt.Println(1e1000 / 3 * 3 / 1e1000)
}

// Output:
// 1 1 0 1 0
// 1
