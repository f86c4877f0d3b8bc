package main

import (
	"fmt"
	"maps"
)

func main() {
	m := map[string]int{"a": 1}
	keys := maps.Keys(m)
	fmt.Println(keys[0])
}

// Error:
// # command-line-arguments
// ./types_err_maps_keys_index.go:11:18: invalid operation: cannot index keys (variable of func type iter.Seq[string])
