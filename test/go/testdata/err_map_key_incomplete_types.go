package main

type Key struct {
	Name string
	Tags []string
}

type F func()

type S struct{ m map[S]bool }

type m map[k]int
type k [1]m

type Outer struct{ In Inner }
type Inner struct{ f F }

func main() {
	m := map[Key]int{}
	var n map[F]int
	var o map[Outer]bool
	_, _, _ = m, n, o
}

// Error:
// # command-line-arguments
// ./err_map_key_incomplete_types.go:10:22: invalid map key type S
// ./err_map_key_incomplete_types.go:12:12: invalid map key type k
// ./err_map_key_incomplete_types.go:19:11: invalid map key type Key
// ./err_map_key_incomplete_types.go:20:12: invalid map key type F
// ./err_map_key_incomplete_types.go:21:12: invalid map key type Outer
