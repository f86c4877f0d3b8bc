package main

import "fmt"

func main() {
	var s []int
	prev := -1
	for i := 0; i < 2000; i++ {
		s = append(s, i)
		if cap(s) != prev {
			fmt.Print(cap(s), " ")
			prev = cap(s)
		}
	}
	fmt.Println()
	var bs []byte
	prev = -1
	for i := 0; i < 100; i++ {
		bs = append(bs, 'x')
		if cap(bs) != prev {
			fmt.Print(cap(bs), " ")
			prev = cap(bs)
		}
	}
	fmt.Println()
	t := append([]int{1, 2, 3}, 4)
	fmt.Println(len(t), cap(t))
	u := append([]string(nil), "a", "b", "c", "d", "e")
	fmt.Println(len(u), cap(u))
}

// Output:
// 1 2 4 8 16 32 64 128 256 512 848 1280 1792 2560 
// 8 16 32 64 128 
// 4 6
// 5 5
