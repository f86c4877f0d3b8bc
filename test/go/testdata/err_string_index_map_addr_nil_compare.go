package main

import (
	"fmt"
	"strings"
)

func main() {
	s := "abc"
	s[0] = 'x'
	m := map[string]int{"a": 1}
	m["a"]++
	p := &m["a"]
	var f func(int) int = func(s string) int { return 0 }
	fmt.Println(strings.ToUpper(s, 1), p, f)
	var x int
	x.y = 3
	fmt.Println(nil == nil)
}

// Error:
// # command-line-arguments
// ./err_string_index_map_addr_nil_compare.go:10:2: cannot assign to s[0] (neither addressable nor a map index expression)
// ./err_string_index_map_addr_nil_compare.go:13:8: invalid operation: cannot take address of m["a"] (map index expression of type int)
// ./err_string_index_map_addr_nil_compare.go:14:24: cannot use func(s string) int {…} (value of type func(s string) int) as func(int) int value in variable declaration
// ./err_string_index_map_addr_nil_compare.go:15:33: too many arguments in call to strings.ToUpper
// 	have (string, number)
// 	want (string)
// ./err_string_index_map_addr_nil_compare.go:17:4: x.y undefined (type int has no field or method y)
// ./err_string_index_map_addr_nil_compare.go:18:21: invalid operation: nil == nil (operator == not defined on untyped nil)
