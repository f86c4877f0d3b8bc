package main

import "fmt"

func addItem(list []string, item string) []string {
	return append(list, item)
}

func main() {
	base := make([]int, 3, 10)
	a := append(base, 1)
	b := append(base, 2)
	fmt.Println(a, b, len(base), cap(base)) // a and b share storage

	nums := []int{1, 2, 3, 4, 5}
	evens := nums[:0]
	for _, n := range nums {
		if n%2 == 0 {
			evens = append(evens, n)
		}
	}
	fmt.Println(evens, nums)

	orig := []string{"a", "b"}
	x := addItem(orig, "c")
	y := addItem(orig, "d")
	fmt.Println(x, y, orig)

	s := []int{0, 1, 2, 3, 4}
	t := s[1:3]
	fmt.Println(t, len(t), cap(t))
	t = append(t, 99)
	fmt.Println(s, t)
	u := s[1:3:3]
	u = append(u, 100)
	fmt.Println(s, u)

	arr := [3]int{1, 2, 3}
	arr2 := arr
	arr2[0] = 100
	sl := arr[:]
	sl[1] = 200
	fmt.Println(arr, arr2, sl)

	matrix := make([][]int, 3)
	row := make([]int, 3)
	for i := range matrix {
		matrix[i] = row // every row is the same slice
	}
	matrix[0][0] = 7
	fmt.Println(matrix)

	var grow []int
	caps := []int{}
	for i := 0; i < 20; i++ {
		grow = append(grow, i)
		if len(caps) == 0 || caps[len(caps)-1] != cap(grow) {
			caps = append(caps, cap(grow))
		}
	}
	fmt.Println(caps)
	big := make([]byte, 0, 1000)
	big = append(big, make([]byte, 1001)...)
	fmt.Println(cap(big))
	strs := append([]string(nil), "x")
	fmt.Println(strs, cap(strs), copy(make([]int, 2), []int{1, 2, 3}))
	m := map[string][]int{}
	m["a"] = append(m["a"], 1, 2)
	v := m["a"]
	v[0] = 42
	fmt.Println(m)
	var nilSlice []int
	empty := []int{}
	fmt.Println(nilSlice == nil, empty == nil, len(nilSlice), fmt.Sprintf("%v %v %#v %#v", nilSlice, empty, nilSlice, empty))
}

// Output:
// [0 0 0 2] [0 0 0 2] 3 10
// [2 4] [2 4 3 4 5]
// [a b c] [a b d] [a b]
// [1 2] 2 4
// [0 1 2 99 4] [1 2 99]
// [0 1 2 99 4] [1 2 100]
// [1 200 3] [100 2 3] [1 200 3]
// [[7 0 0] [7 0 0] [7 0 0]]
// [1 2 4 8 16 32]
// 1536
// [x] 1 2
// map[a:[42 2]]
// true false 0 [] [] []int(nil) []int{}
