// A map keyed by a type parameter needs a comparable constraint; any is not enough. The
// constraint of a later type parameter counts, and so does a constraint interface that embeds
// comparable.
package main

import "fmt"

type Key interface {
	comparable
	String() string
}

func Keys[K any, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	return out
}

func Index[M ~map[K]V, K comparable, V any](m M) int { return len(m) }

func Named[K Key](m map[K]int) int { return len(m) }

type Cache[K fmt.Stringer] struct {
	entries map[K]string
}

func main() {
	fmt.Println(Keys(map[string]int{"a": 1}), Index(map[int]bool{}))
}

// Error:
// # command-line-arguments
// ./err_generic_map_key_not_comparable.go:13:31: invalid map key type K (missing comparable constraint)
// ./err_generic_map_key_not_comparable.go:26:14: invalid map key type K (missing comparable constraint)
