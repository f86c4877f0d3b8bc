package main

import (
	"errors"
	"fmt"
	"strconv"
)

func parse(s string) (int, error) {
	if s == "" {
		return 0, errors.New("empty")
	}
	return strconv.Atoi(s)
}

func main() {
	var err error
	total := 0
	for _, s := range []string{"1", "x"} {
		n, err := parse(s)
		total += n
	}
	if err != nil {
		fmt.Println(err)
	}
	strconv.Itoa(5)
	parse
	x := 5
	x == 6
	append([]int{}, 1)
	fmt.Sprintf("%d", total)
	var y int
	y = 7
}

// Error:
// # command-line-arguments
// ./err_shadow_unused_results.go:20:6: declared and not used: err
// ./err_shadow_unused_results.go:27:2: parse (value of type func(s string) (int, error)) is not used
// ./err_shadow_unused_results.go:29:2: x == 6 (untyped bool value) is not used
// ./err_shadow_unused_results.go:30:2: append([]int{}, 1) (value of type []int) is not used
// ./err_shadow_unused_results.go:32:6: declared and not used: y
