package main

import "fmt"

func main() {
	src := []int{1, 2, 3, 4}
	dst := make([]int, 2)
	n := copy(dst, src)
	fmt.Println(n, dst)
	n = copy(src[1:], src)
	fmt.Println(n, src)
	b := make([]byte, 3)
	n = copy(b, "hello")
	fmt.Println(n, string(b))
	var empty []int
	fmt.Println(copy(empty, src))
}

// Output:
// 2 [1 2]
// 3 [1 1 2 3]
// 3 hel
// 0
