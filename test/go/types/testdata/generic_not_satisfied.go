package main

import "cmp"

func Max[T cmp.Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

type P struct{}

func main() {
	_ = Max(P{}, P{})
}

// Error:
// ./generic_not_satisfied.go:15:9: P does not satisfy cmp.Ordered (P missing in ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr | ~float32 | ~float64 | ~string)
