package main

import (
	"cmp"
	"fmt"
	"slices"
)

type Pod struct{ Name string }

func Max[T cmp.Ordered](a, b T) T { return a }

func main() {
	pods := []Pod{}
	slices.Sort(pods)
	fmt.Println(Max[Pod](Pod{}, Pod{}))
	var n int = "x"
	fmt.Println(n)
}
