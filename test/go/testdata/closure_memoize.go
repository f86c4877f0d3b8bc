package main

import "fmt"

func memoize(f func(int) int) (func(int) int, *int) {
	cache := map[int]int{}
	misses := 0
	return func(n int) int {
		if v, ok := cache[n]; ok {
			return v
		}
		misses++
		v := f(n)
		cache[n] = v
		return v
	}, &misses
}

func main() {
	square, misses := memoize(func(n int) int { return n * n })
	for _, n := range []int{2, 3, 2, 2, 4, 3} {
		fmt.Print(square(n), " ")
	}
	fmt.Println()
	fmt.Println("misses:", *misses)
}

// Output:
// 4 9 4 4 16 9 
// misses: 3
