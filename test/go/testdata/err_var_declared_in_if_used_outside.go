package main

import (
	"fmt"
	"strconv"
)

func main() {
	if n, err := strconv.Atoi("5"); err != nil {
		return
	}
	fmt.Println(n)
	for i := 0; i < 2; i++ {
	}
	fmt.Println(i)
	switch v := 3; v {
	}
	fmt.Println(v)
}

// Error:
// # command-line-arguments
// ./err_var_declared_in_if_used_outside.go:9:5: declared and not used: n
// ./err_var_declared_in_if_used_outside.go:12:14: undefined: n
// ./err_var_declared_in_if_used_outside.go:15:14: undefined: i
// ./err_var_declared_in_if_used_outside.go:18:14: undefined: v
