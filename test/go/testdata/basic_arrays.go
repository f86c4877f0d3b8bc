package main

import "fmt"

func main() {
	var a [5]int
	a[2] = 7
	b := a
	b[0] = 1
	fmt.Println(a, b, len(a))
	c := [...]string{"x", "y", "z"}
	fmt.Println(c, len(c))
	d := [3]int{1, 2, 3}
	e := [3]int{1, 2, 3}
	fmt.Println(d == e, d != [3]int{})
	grid := [2][3]int{{1, 2, 3}, {4, 5, 6}}
	for _, row := range grid {
		s := 0
		for _, v := range row {
			s += v
		}
		fmt.Println(s)
	}
	idx := [...]int{4: 1, 2: 9}
	fmt.Println(idx, len(idx))
	sl := d[1:]
	sl[0] = 42
	fmt.Println(d, sl)
}

// Output:
// [0 0 7 0 0] [1 0 7 0 0] 5
// [x y z] 3
// true true
// 6
// 15
// [0 0 9 0 1] 5
// [1 42 3] [42 3]
