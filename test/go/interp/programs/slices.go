package main

import "fmt"

func main() {
	var s []int
	fmt.Println(s == nil, len(s), cap(s))
	for i := 0; i < 10; i++ {
		s = append(s, i)
		fmt.Print(cap(s), " ")
	}
	fmt.Println()
	t := s[2:5]
	fmt.Println(t, len(t), cap(t))
	t = append(t, 100)
	fmt.Println(s)
	u := s[2:5:5]
	u = append(u, 200)
	fmt.Println(s, u)
	c := make([]int, 3, 10)
	n := copy(c, s)
	fmt.Println(n, c)
	b := []byte("hello")
	b = append(b, " world"...)
	fmt.Println(string(b), len(b), cap(b))
	r := []rune("héllo")
	fmt.Println(len(r), string(r[1]))
	m := make([][]string, 2)
	m[0] = append(m[0], "a")
	fmt.Println(m, len(m[1]))
	x := []string{"a", "b", "c", "d"}
	x = append(x[:1], x[2:]...)
	fmt.Println(x, len(x))
	var ns []int
	ns = append(ns, []int{}...)
	fmt.Println(ns == nil)
	e := s[:0]
	fmt.Println(e, e == nil)
	grid := [2][3]int{}
	grid[1][2] = 5
	fmt.Println(grid)
	ss := make([]string, 0, 4)
	ss = append(ss, "x", "y")
	fmt.Printf("%q %d %d\n", ss, len(ss), cap(ss))
	clear(ss)
	fmt.Printf("%q\n", ss)
	fmt.Println(min(3, 1, 2), max(2.5, 1.0))
}
