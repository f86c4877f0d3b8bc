package main

import "fmt"

func main() {
	xs := []int{1, 2, 3}
	i := 0
	i, xs[i] = 2, 100
	fmt.Println(i, xs)
	a, b, c := 1, 2, 3
	a, b, c = c, a, b
	fmt.Println(a, b, c)
	m := map[string]int{}
	k := "x"
	k, m[k] = "y", 5
	fmt.Println(k, m)
	var p struct{ X, Y int }
	p.X, p.Y = p.Y+1, p.X+2
	fmt.Println(p)
	j := 1
	arr := [3]int{}
	arr[j], j = 7, 2
	fmt.Println(arr, j)
}

// Output:
// 2 [100 2 3]
// 3 1 2
// y map[x:5]
// {1 2}
// [0 7 0] 2
