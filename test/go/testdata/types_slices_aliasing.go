package main

import "fmt"

type Point struct{ X, Y int }

func modify(p Point)     { p.X = 100 }
func modifyPtr(p *Point) { p.X = 100 }
func grow(s []int)       { s = append(s, 4); s[0] = 99 }

func main() {
	a := []int{1, 2, 3}
	b := a[:2]
	b[0] = 10
	b = append(b, 30)
	fmt.Println(a, b, len(b), cap(b))
	b = append(b, 40)
	b[1] = 20
	fmt.Println(a, b, len(b), cap(b))
	c := make([]int, 3, 10)
	grow(c)
	fmt.Println(c, len(c), c[:4])
	arr := [3]int{1, 2, 3}
	arr2 := arr
	arr2[0] = 9
	fmt.Println(arr, arr2, arr == [3]int{1, 2, 3})
	p := Point{1, 2}
	modify(p)
	fmt.Println(p)
	modifyPtr(&p)
	fmt.Println(p)
	pts := []Point{{1, 1}, {2, 2}}
	for _, pt := range pts {
		pt.X = 0
	}
	fmt.Println(pts)
	for i := range pts {
		pts[i].X = 0
	}
	fmt.Println(pts)
	pp := &pts[1]
	pp.Y = 50
	fmt.Println(pts)
	m := map[string]Point{"a": {1, 1}}
	v := m["a"]
	v.X = 7
	fmt.Println(m, v)
	s := make([]int, 0)
	var caps []int
	for i := 0; i < 10; i++ {
		s = append(s, i)
		caps = append(caps, cap(s))
	}
	fmt.Println(caps)
	copied := copy(s, []int{7, 7})
	fmt.Println(copied, s[:3])
	matrix := make([][]int, 3)
	for i := range matrix {
		matrix[i] = make([]int, 3)
		for j := range matrix[i] {
			matrix[i][j] = i * j
		}
	}
	fmt.Println(matrix, s[2:5:6], len(s[2:5:6]), cap(s[2:5:6]))
	var nilS []int
	fmt.Println(nilS == nil, len(nilS), append(nilS, 1), nilS[:0] == nil)
	full := s[len(s):]
	fmt.Println(len(full), full)
}

// Output:
// [10 2 30] [10 2 30] 3 3
// [10 2 30] [10 20 30 40] 4 6
// [99 0 0] 3 [99 0 0 4]
// [1 2 3] [9 2 3] true
// {1 2}
// {100 2}
// [{1 1} {2 2}]
// [{0 1} {0 2}]
// [{0 1} {0 50}]
// map[a:{1 1}] {7 1}
// [1 2 4 4 8 8 8 8 16 16]
// 2 [7 7 2]
// [[0 0 0] [0 1 2] [0 2 4]] [2 3 4] 3 4
// true 0 [1] true
// 0 []
