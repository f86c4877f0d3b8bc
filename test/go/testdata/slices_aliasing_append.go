package main

import "fmt"

func main() {
	a := make([]int, 3, 5)
	b := append(a, 4)
	c := append(a, 5)
	fmt.Println(a, b, c, len(b), cap(b))
	d := a[1:2]
	fmt.Println(d, len(d), cap(d))
	d = append(d, 99)
	fmt.Println(a, d)
	e := a[1:2:2]
	e = append(e, 77)
	fmt.Println(a, e, cap(e))
	var s []int
	for i := 0; i < 10; i++ {
		s = append(s, i)
	}
	fmt.Println(s, len(s))
	copy(s[2:], s[5:])
	fmt.Println(s)
	n := copy(s, []int{-1, -2})
	fmt.Println(n, s[:3])
	var arr [4]string
	sl := arr[:]
	sl[0] = "x"
	fmt.Println(arr, len(arr))
	arr2 := arr
	arr2[1] = "y"
	fmt.Printf("%q %q\n", arr, arr2)
	grid := make([][]rune, 3)
	for i := range grid {
		grid[i] = []rune("...")
	}
	grid[1][1] = '#'
	for _, row := range grid {
		fmt.Println(string(row))
	}
	bs := []byte("hello")
	bs2 := bs[:2]
	bs2 = append(bs2, 'Y')
	fmt.Println(string(bs), string(bs2))
	var nilS []string
	empty := []string{}
	fmt.Println(nilS == nil, empty == nil, len(nilS), fmt.Sprint(nilS), fmt.Sprint(empty))
	fmt.Printf("%v %d %x\n", [3]bool{true}, [][]int{{1}, {2, 3}}, []int{10, 255})
	defer func() { fmt.Println("r:", recover()) }()
	i := 5
	_ = s[i:3]
}

// Output:
// [0 0 0] [0 0 0 5] [0 0 0 5] 4 5
// [0] 1 4
// [0 0 99] [0 99]
// [0 0 99] [0 77] 2
// [0 1 2 3 4 5 6 7 8 9] 10
// [0 1 5 6 7 8 9 7 8 9]
// 2 [-1 -2 5]
// [x   ] 4
// ["x" "" "" ""] ["x" "y" "" ""]
// ...
// .#.
// ...
// heYlo heY
// true false 0 [] []
// [true false false] [[1] [2 3]] [a ff]
// r: runtime error: slice bounds out of range [5:3]
