package main

import "fmt"

func main() {
	a := []int{1, 2, 3, 4, 5}
	b := a[1:3]
	b[0] = 20
	fmt.Println(a, b, len(b), cap(b))
	b = append(b, 30)
	fmt.Println(a, b)
	b = append(b, 40, 50, 60)
	b[0] = -1
	fmt.Println(a, b)
	c := a[:2:2]
	c = append(c, 99)
	fmt.Println(a, c)
	d := make([]int, 0, 10)
	e := append(d, 1)
	f := append(d, 2)
	fmt.Println(e, f)
}

// Output:
// [1 20 3 4 5] [20 3] 2 4
// [1 20 3 30 5] [20 3 30]
// [1 20 3 30 5] [-1 3 30 40 50 60]
// [1 20 3 30 5] [1 20 99]
// [2] [2]
