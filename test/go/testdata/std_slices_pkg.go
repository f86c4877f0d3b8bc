package main

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

type User struct {
	Name string
	Age  int
}

func main() {
	xs := []int{3, 1, 4, 1, 5, 9, 2, 6}
	slices.Sort(xs)
	fmt.Println(xs)
	fmt.Println(slices.Contains(xs, 9), slices.Index(xs, 4), slices.Max(xs), slices.Min(xs))
	i, ok := slices.BinarySearch(xs, 5)
	fmt.Println(i, ok)
	xs = slices.Compact(xs)
	fmt.Println(xs, len(xs))
	ys := slices.Clone(xs)
	slices.Reverse(ys)
	fmt.Println(ys, slices.Equal(xs, ys))
	xs = slices.Insert(xs, 1, 100, 200)
	fmt.Println(xs)
	xs = slices.Delete(xs, 1, 3)
	fmt.Println(xs)
	xs = slices.DeleteFunc(xs, func(n int) bool { return n%2 == 0 })
	fmt.Println(xs)
	users := []User{{"bob", 30}, {"alice", 25}, {"carl", 30}}
	slices.SortFunc(users, func(a, b User) int {
		if c := cmp.Compare(a.Age, b.Age); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	fmt.Println(users)
	slices.SortStableFunc(users, func(a, b User) int { return cmp.Compare(b.Age, a.Age) })
	fmt.Println(users)
	idx := slices.IndexFunc(users, func(u User) bool { return u.Name == "carl" })
	fmt.Println(idx, slices.ContainsFunc(users, func(u User) bool { return u.Age > 40 }))
	fmt.Println(slices.Repeat([]string{"a"}, 3), slices.Concat([]int{1}, []int{2, 3}))
	words := []string{"pear", "fig", "banana"}
	fmt.Println(slices.MaxFunc(words, func(a, b string) int { return cmp.Compare(len(a), len(b)) }))
	fmt.Println(slices.IsSorted(words), slices.Compare([]int{1, 2}, []int{1, 3}))
	for i, v := range slices.Backward(words) {
		fmt.Print(i, v, " ")
	}
	fmt.Println()
	fmt.Println(slices.Sorted(slices.Values(words)))
	fmt.Println(slices.Collect(slices.Values([]int{7, 8})))
	fmt.Println(cmp.Or("", "default"), cmp.Less(1, 2), min(3, 1, 2), max(2.5, 1))
}

// Output:
// [1 1 2 3 4 5 6 9]
// true 4 9 1
// 5 true
// [1 2 3 4 5 6 9] 7
// [9 6 5 4 3 2 1] false
// [1 100 200 2 3 4 5 6 9]
// [1 2 3 4 5 6 9]
// [1 3 5 9]
// [{alice 25} {bob 30} {carl 30}]
// [{bob 30} {carl 30} {alice 25}]
// 1 false
// [a a a] [1 2 3]
// banana
// false -1
// 2banana 1fig 0pear 
// [banana fig pear]
// [7 8]
// default true 1 2.5
