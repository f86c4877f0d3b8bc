package main

import (
	"fmt"
	"strconv"
)

func main() {
	var err error
	n := 0
	if n, err := strconv.Atoi("12"); err != nil {
		fmt.Println(err)
	}
	for _, v := range []int{1, 2} {
	}
	fmt.Println(n, err)
}

// Error:
// # command-line-arguments
// ./err_shadow_unused_in_if.go:11:5: declared and not used: n
// ./err_shadow_unused_in_if.go:14:9: declared and not used: v
