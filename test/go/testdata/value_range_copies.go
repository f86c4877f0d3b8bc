package main

import "fmt"

type Item struct{ V int }

func main() {
	items := [3]Item{{1}, {2}, {3}}
	for i, it := range items {
		items[2].V = 30
		fmt.Println(i, it.V)
	}
	sl := []int{1, 2, 3}
	for i, v := range sl {
		if i == 0 {
			sl[2] = 300
		}
		fmt.Print(v, " ")
	}
	fmt.Println()
	xs := []int{1, 2, 3}
	for i := range xs {
		xs = append(xs, i)
	}
	fmt.Println(xs)
}

// Output:
// 0 1
// 1 2
// 2 3
// 1 2 300 
// [1 2 3 0 1 2]
