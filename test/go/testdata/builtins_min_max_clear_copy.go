package main

import (
	"fmt"
	"math"
)

func main() {
	fmt.Println(min(3, 1, 2), max(2.5, 1), min("b", "a", "c"), max('a', 'z'))
	fmt.Println(min(math.NaN(), 1), max(-0.0, 0.0), min(0.0, -0.0), max(math.Inf(-1), -1e308))
	const c = min(1, 2.5)
	fmt.Printf("%T %v\n", c, c)
	var x int8 = 5
	fmt.Printf("%T %v\n", max(x, 3), max(x, 3))
	m := map[string]int{"a": 1, "b": 2}
	s := []int{1, 2, 3}
	clear(m)
	clear(s)
	fmt.Println(m, len(m), s, len(s))
	dst := make([]int, 2)
	n := copy(dst, []int{7, 8, 9})
	fmt.Println(n, dst, copy(dst, "hi"[:0]))
	b := make([]byte, 3)
	fmt.Println(copy(b, "héllo"), b)
	s2 := append([]int(nil), 1)
	s2 = append(s2, s2...)
	s2 = append(s2[:1], s2[2:]...)
	fmt.Println(s2, cap(s2) >= len(s2))
	var nilmap map[int]int
	clear(nilmap)
	fmt.Println(len(nilmap), nilmap == nil)
	bs := append([]byte("x"), "yz"...)
	fmt.Println(string(bs))
	arr := [5]int{1, 2, 3, 4, 5}
	sl := arr[1:3:4]
	fmt.Println(len(sl), cap(sl))
	sl = append(sl, 10)
	fmt.Println(arr)
	sl = append(sl, 11)
	sl[0] = 99
	fmt.Println(arr, sl)
	ptr := &arr
	for i, v := range ptr {
		if i > 1 {
			break
		}
		fmt.Print(v, " ")
	}
	fmt.Println(len(ptr))
	cplx := complex(3, 4)
	fmt.Println(real(cplx), imag(cplx), cplx*cplx)
}

// Error:
// # command-line-arguments
// ./builtins_min_max_clear_copy.go:22:27: invalid argument: arguments to copy dst (variable of type []int) and "hi"[:0] (value of type string) have different element types int and byte
