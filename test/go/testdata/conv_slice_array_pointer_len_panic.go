package main

import "fmt"

func main() {
	s := []int{1, 2, 3, 4}
	p := (*[2]int)(s)
	p[0] = 9
	fmt.Println(s, *p, len(p))
	a := [4]int(s)
	a[1] = 7
	fmt.Println(s, a)
	var empty []int
	q := (*[0]int)(empty)
	fmt.Println(q == nil)
	r := (*[0]int)([]int{})
	fmt.Println(r != nil)
	defer func() {
		fmt.Println("recovered:", recover())
		b := []byte("hi")
		_ = [3]byte(b)
	}()
	_ = (*[5]int)(s[1:])
}

// Output:
// [9 2 3 4] [9 2] 2
// [9 2 3 4] [9 7 3 4]
// true
// true
// recovered: runtime error: cannot convert slice with length 3 to array or pointer to array with length 5
// Stderr:
// panic: runtime error: cannot convert slice with length 3 to array or pointer to array with length 5 [recovered]
// 	panic: runtime error: cannot convert slice with length 2 to array or pointer to array with length 3
//
// goroutine 1 [running]:
// Exit: 2
