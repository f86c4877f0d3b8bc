package main

import "fmt"

// A duplicate constant key is reported with its value (after conversion to the key type), and
// with an interface key type only when the value and the default type are both equal.
func main() {
	m := map[any]int{1: 1, 1: 3, 2.0: 4, 2.0: 5, "a": 1, "a": 2, 'x': 1, 'x': 2, true: 1, true: 2}
	i8 := map[int8]int{1: 1, 1.0: 2}
	f := map[float64]int{1: 1, 1.0: 2, 0.5: 1, 1.0 / 2: 2}
	r := map[rune]int{'a': 1, 97: 2}
	s := map[string]int{"ab": 1, "a" + "b": 2}
	fmt.Println(m, i8, f, r, s)
}

// Error:
// # command-line-arguments
// ./err_duplicate_map_key_values.go:8:25: duplicate key 1 in map literal
// ./err_duplicate_map_key_values.go:8:39: duplicate key 2 in map literal
// ./err_duplicate_map_key_values.go:8:55: duplicate key "a" in map literal
// ./err_duplicate_map_key_values.go:8:71: duplicate key 120 in map literal
// ./err_duplicate_map_key_values.go:8:88: duplicate key true in map literal
// ./err_duplicate_map_key_values.go:9:27: duplicate key 1 in map literal
// ./err_duplicate_map_key_values.go:10:29: duplicate key 1 in map literal
// ./err_duplicate_map_key_values.go:10:45: duplicate key 0.5 in map literal
// ./err_duplicate_map_key_values.go:11:28: duplicate key 97 in map literal
// ./err_duplicate_map_key_values.go:12:31: duplicate key "ab" in map literal
// ./err_duplicate_map_key_values.go:12:31: too many errors
