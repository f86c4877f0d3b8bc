package main

import "fmt"

type Bytes interface{ ~string | ~[]byte }

func First[T Bytes](s T) byte {
	if len(s) == 0 {
		return 0
	}
	return s[0]
}

func CountByte[T Bytes](s T, b byte) (n int) {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			n++
		}
	}
	return
}

func SetThird[T interface{ []int64 | [5]int64 }](x T) (T, int64) {
	x[2] = 42
	return x, x[3]
}

type Name string

func main() {
	fmt.Println(First("hello"), First([]byte("world")), First(Name("")), First(Name("Z")))
	fmt.Println(CountByte("banana", 'a'), CountByte([]byte("mississippi"), 's'))
	s, v := SetThird([]int64{1, 2, 3, 4})
	fmt.Println(s, v)
	a, w := SetThird([5]int64{5, 6, 7, 8, 9})
	fmt.Println(a, w)
}

// Output:
// 104 119 0 90
// 3 4
// [1 2 42 4] 4
// [5 6 42 8 9] 8
