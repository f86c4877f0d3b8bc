package main

import (
	"fmt"
	"slices"
)

func addTag(tags []string, t string) []string {
	return append(tags, t)
}

func main() {
	base := make([]string, 2, 3)
	base[0], base[1] = "a", "b"
	x := addTag(base, "x")
	y := addTag(base, "y")
	fmt.Println(x, y, len(base), cap(base))
	z := addTag(x, "z")
	z[0] = "Z"
	fmt.Println(x, z, cap(x), cap(z))

	matrix := make([][]int, 3)
	row := make([]int, 3)
	for i := range matrix {
		matrix[i] = row
	}
	matrix[0][0] = 9
	fmt.Println(matrix)
	for i := range matrix {
		matrix[i] = make([]int, 3)
		matrix[i][i] = 1
	}
	fmt.Println(matrix)

	arr := [3]int{1, 2, 3}
	cp := arr
	cp[0] = 100
	s := arr[:]
	s[1] = 200
	fmt.Println(arr, cp, s)
	nums := []int{1, 2, 3, 4, 5, 6}
	evens := nums[:0]
	for _, n := range nums {
		if n%2 == 0 {
			evens = append(evens, n)
		}
	}
	fmt.Println(evens, nums)
	full := nums[1:3:4]
	fmt.Println(len(full), cap(full))
	full = append(full, 7, 8)
	fmt.Println(full, nums)
	c := slices.Clone(nums[:2])
	c = slices.Insert(c, 1, 42, 43)
	fmt.Println(c, slices.Delete([]int{0, 1, 2, 3}, 1, 3), slices.Compact([]int{1, 1, 2, 2, 2, 3, 1}))
	var nilS []int
	fmt.Println(nilS == nil, len(append(nilS, nilS...)), append([]int(nil), nilS...) == nil, copy(make([]int, 2), []int{7, 8, 9}))
	i, j := 4, 2
	fmt.Println(nums[i:j])
}

// Output:
// [a b y] [a b y] 2 3
// [a b y] [Z b y z] 3 6
// [[9 0 0] [9 0 0] [9 0 0]]
// [[1 0 0] [0 1 0] [0 0 1]]
// [1 200 3] [100 2 3] [1 200 3]
// [2 4 6] [2 4 6 4 5 6]
// 2 3
// [4 6 7 8] [2 4 6 4 5 6]
// [2 42 43 4] [0 3] [1 2 3 1]
// true 0 true 2
// Stderr:
// panic: runtime error: slice bounds out of range [4:2]
//
// goroutine 1 [running]:
// Exit: 2
