// Range and index over values of type-parameter type (slices, maps, strings, channels, arrays).
package main

import "fmt"

type Number interface{ ~int | ~float64 }

func Sum[S ~[]E, E Number](s S) E {
	var t E
	for _, v := range s {
		t += v
	}
	for i := range s {
		t += s[i]
	}
	return t
}

func Keys[M ~map[K]V, K comparable, V any](m M) int {
	n := 0
	for range m {
		n++
	}
	for k, v := range m {
		_ = k
		_ = v
	}
	return n
}

func First[S ~string](s S) byte { return s[0] }

func Runes[S ~string](s S) int {
	n := 0
	for range s {
		n++
	}
	return n
}

func Get[M ~map[K]V, K comparable, V any](m M, k K) V { return m[k] }

func Last[T any, S ~[]T](s S) T { return s[len(s)-1] }

func Drain[C ~chan E, E any](c C) int {
	n := 0
	for range c {
		n++
	}
	return n
}

type MySlice []int

func main() {
	fmt.Println(Sum([]int{1, 2, 3}), Sum(MySlice{4}), Sum([]float64{1.5}))
	fmt.Println(Keys(map[string]int{"a": 1, "b": 2}))
	fmt.Println(First("hey"), Runes("héllo"), Get(map[string]int{"a": 7}, "a"), Last([]string{"x", "y"}))
	c := make(chan int, 3)
	c <- 1
	c <- 2
	close(c)
	fmt.Println(Drain(c))
	for i := range 3 {
		fmt.Print(i)
	}
	fmt.Println()
}

// Output:
// 12 8 3
// 2
// 104 5 7 y
// 2
// 012
