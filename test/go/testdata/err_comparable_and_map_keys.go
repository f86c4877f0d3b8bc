package main

import "fmt"

type Labels map[string]string

type Key struct {
	Name   string
	Labels Labels
}

func main() {
	seen := map[Key]bool{}
	bySel := map[Labels]int{}
	byFn := map[func()]int{}
	var a, b Key
	fmt.Println(a == b, seen, bySel, byFn)
	switch a {
	case b:
	}
	var x interface{} = a
	_ = map[any]int{x: 1, []int{}: 2}
}

// Error:
// # command-line-arguments
// ./err_comparable_and_map_keys.go:13:14: invalid map key type Key
// ./err_comparable_and_map_keys.go:14:15: invalid map key type Labels
// ./err_comparable_and_map_keys.go:15:18: invalid map key type func()
// ./err_comparable_and_map_keys.go:17:14: invalid operation: a == b (struct containing Labels cannot be compared)
// ./err_comparable_and_map_keys.go:18:9: cannot switch on a (variable of struct type Key) (Key is not comparable)
