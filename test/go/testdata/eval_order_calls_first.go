package main

import "fmt"

func inc(p *int) int {
	*p++
	return *p
}

type S struct{ n int }

func (s *S) bump() int { s.n += 10; return s.n }

func main() {
	x := 1
	fmt.Println(x, inc(&x), x)
	y := x + inc(&x)
	fmt.Println(y)
	s := &S{}
	fmt.Println(s.n, s.bump())
	arr := []int{1, 2}
	fmt.Println(arr[0], func() int { arr[0] = 9; return 0 }())
}

// Output:
// 2 2 2
// 6
// 10 10
// 9 0
