package main

import "fmt"

type Set[T comparable] map[T]struct{}

func Keys[K comparable, V any](m map[K]V) []K { return nil }

func main() {
	var s Set[[]int]
	var n int = "x"
	fmt.Println(s, n)
}
