package main

import (
	"fmt"
	"os"
	"strings"
)

type Item struct {
	Name  string
	Count int
}

func (i *Item) Inc() { i.Count++ }

func find(items []Item, name string) (Item, bool) {
	for _, it := range items {
		if it.Name == name {
			return it, true
		}
	}
}

func main() {
	m := map[string]Item{"a": {"a", 1}}
	m["a"].Count = 2
	m["a"].Inc()
	x, y := find(nil, "a"), 3
	var unused int
	if err := os.Remove("x"); err != nil {
		err := fmt.Errorf("wrap: %w", err)
	}
	s := "abc"
	s[0] = 'x'
	const big = 1 << 70
	var i8 int8 = 200
	fmt.Println(x, y, s, big, i8)
}

// Error:
// # command-line-arguments
// ./err_map_field_assign_missing_return_overflow.go:6:2: "strings" imported and not used
// ./err_map_field_assign_missing_return_overflow.go:22:1: missing return
// ./err_map_field_assign_missing_return_overflow.go:26:2: cannot assign to struct field m["a"].Count in map
// ./err_map_field_assign_missing_return_overflow.go:27:9: cannot call pointer method Inc on Item
// ./err_map_field_assign_missing_return_overflow.go:28:10: multiple-value find(nil, "a") (value of type (Item, bool)) in single-value context
// ./err_map_field_assign_missing_return_overflow.go:29:6: declared and not used: unused
// ./err_map_field_assign_missing_return_overflow.go:31:3: declared and not used: err
// ./err_map_field_assign_missing_return_overflow.go:34:2: cannot assign to s[0] (neither addressable nor a map index expression)
// ./err_map_field_assign_missing_return_overflow.go:36:16: cannot use 200 (untyped int constant) as int8 value in variable declaration (overflows)
// ./err_map_field_assign_missing_return_overflow.go:37:23: cannot use big (untyped int constant 1180591620717411303424) as int value in argument to fmt.Println (overflows)
// ./err_map_field_assign_missing_return_overflow.go:6:2: too many errors
