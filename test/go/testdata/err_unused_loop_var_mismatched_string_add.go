package main

import (
	"fmt"
	"strings"
)

func main() {
	names := []string{"a", "b"}
	for i, n := range names {
		fmt.Println(n)
	}
	var total int
	total = strings.Count("abc", "b") + len(names) + "1"
	result := fmt.Sprintf("%d", total)
}

// Error:
// # command-line-arguments
// ./err_unused_loop_var_mismatched_string_add.go:10:6: declared and not used: i
// ./err_unused_loop_var_mismatched_string_add.go:14:10: invalid operation: strings.Count("abc", "b") + len(names) + "1" (mismatched types int and untyped string)
// ./err_unused_loop_var_mismatched_string_add.go:15:2: declared and not used: result
