package main

import (
	"fmt"
	"strconv"
)

func parse(vals []string) (total int, err error) {
	for _, v := range vals {
		n, err := strconv.Atoi(v)
		if n > 0 {
			total += n
		}
	}
	if len(vals) > 3 {
		total, err := 0, fmt.Errorf("too many")
		return
	}
	return total, err
}

func main() {
	fmt.Println(parse([]string{"1", "2"}))
}

// Error:
// # command-line-arguments
// ./err_shadowed_err_inner_scope.go:10:6: declared and not used: err
// ./err_shadowed_err_inner_scope.go:16:3: declared and not used: total
// ./err_shadowed_err_inner_scope.go:16:10: declared and not used: err
// ./err_shadowed_err_inner_scope.go:17:3: result parameter total not in scope at return
// 	./err_shadowed_err_inner_scope.go:16:3: inner declaration of var total int
// ./err_shadowed_err_inner_scope.go:17:3: result parameter err not in scope at return
// 	./err_shadowed_err_inner_scope.go:16:10: inner declaration of var err error
