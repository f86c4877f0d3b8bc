package main

import "fmt"

func reverse[T any](s []T) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

func rotate(s []int, k int) []int {
	k %= len(s)
	return append(s[k:], s[:k]...)
}

func main() {
	xs := []int{1, 2, 3, 4, 5}
	reverse(xs)
	fmt.Println(xs)
	words := []string{"a", "b", "c"}
	reverse(words)
	fmt.Println(words)
	fmt.Println(rotate([]int{1, 2, 3, 4, 5}, 2))
	a := [3]int{1, 2, 3}
	reverse(a[:])
	fmt.Println(a)
}

// Output:
// [5 4 3 2 1]
// [c b a]
// [3 4 5 1 2]
// [3 2 1]
