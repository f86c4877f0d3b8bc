package main

import "fmt"

func main() {
	s := []int{1, 2, 3, 4, 5}
	a := [4]int(s)
	p := (*[4]int)(s)
	p[0] = 9
	fmt.Println(a, *p, s)
	var e []int
	fmt.Println((*[0]int)(e) == nil, [0]int(e))
	t := s[:2]
	defer func() { fmt.Println("recovered:", recover()) }()
	_ = [4]int(t)
}

// Output:
// [1 2 3 4] [9 2 3 4] [9 2 3 4 5]
// true []
// recovered: runtime error: cannot convert slice with length 2 to array or pointer to array with length 4
