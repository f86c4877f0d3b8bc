package main

import "fmt"

type T struct{ N int }

func get() T { return T{} }

func main() {
	m := map[string]T{"a": {}}
	m["a"].N = 5
	get().N = 1
	const c = 1
	c = 2
	s := "abc"
	s[0] = 'x'
	fmt.Println(m, s)
}

// Error:
// # command-line-arguments
// ./err_assign_to_non_addressable.go:11:2: cannot assign to struct field m["a"].N in map
// ./err_assign_to_non_addressable.go:12:2: cannot assign to get().N (neither addressable nor a map index expression)
// ./err_assign_to_non_addressable.go:14:2: cannot assign to c (neither addressable nor a map index expression)
// ./err_assign_to_non_addressable.go:16:2: cannot assign to s[0] (neither addressable nor a map index expression)
