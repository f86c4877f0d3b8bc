package main

import (
	"fmt"
	"strings"
)

func sum(nums ...int) int {
	t := 0
	for _, n := range nums {
		t += n
	}
	return t
}

func join(sep string, parts ...string) string {
	return strings.Join(parts, sep)
}

func count(xs ...any) int { return len(xs) }

func main() {
	fmt.Println(sum(), sum(1), sum(1, 2, 3))
	xs := []int{4, 5, 6}
	fmt.Println(sum(xs...))
	fmt.Println(join("/", "api", "v1", "pods"))
	fmt.Println(join(","))
	fmt.Println(count(1, "a", nil), count(), count([]any{1, 2}...))
	modify := func(v ...int) { v[0] = 99 }
	modify(xs...)
	fmt.Println(xs)
}

// Output:
// 0 1 6
// 15
// api/v1/pods
//
// 3 0 2
// [99 5 6]
