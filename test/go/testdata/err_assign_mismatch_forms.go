// Assignment mismatches: := and var with calls, comma-ok with three names, undeclared names.
package main

import (
	"fmt"
	"strconv"
)

func pair() (int, string) { return 1, "a" }

func main() {
	a, b := 1
	c := pair()
	var d, e int = pair()
	f, g, h := strconv.Atoi("1")
	m := map[string]int{}
	v, ok, extra := m["x"]
	x, y = 1, 2
	fmt.Println(a, b, c, d, e, f, g, h, v, ok, extra)
}

// Error:
// # command-line-arguments
// ./err_assign_mismatch_forms.go:12:10: assignment mismatch: 2 variables but 1 value
// ./err_assign_mismatch_forms.go:13:7: assignment mismatch: 1 variable but pair returns 2 values
// ./err_assign_mismatch_forms.go:14:17: cannot use pair() (value of type string) as int value in assignment
// ./err_assign_mismatch_forms.go:15:13: assignment mismatch: 3 variables but strconv.Atoi returns 2 values
// ./err_assign_mismatch_forms.go:17:18: assignment mismatch: 3 variables but 1 value
// ./err_assign_mismatch_forms.go:18:2: undefined: x
// ./err_assign_mismatch_forms.go:18:5: undefined: y
