package main

import (
	"errors"
	"fmt"
	"strconv"
)

func parse(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return err
	}
	if n < 0 {
		return 0, errors.New("negative"), nil
	}
	return n
}

func sign(n int) string {
	if n > 0 {
		return "+"
	} else if n < 0 {
		return "-"
	}
}

func main() {
	v := parse("5")
	a, b, c := parse("6")
	fmt.Println(v, a, b, c, sign(1))
}

// Error:
// # command-line-arguments
// ./err_return_values_count_parse_sign.go:12:10: not enough return values
// 	have (error)
// 	want (int, error)
// ./err_return_values_count_parse_sign.go:15:37: too many return values
// 	have (number, error, nil)
// 	want (int, error)
// ./err_return_values_count_parse_sign.go:17:9: not enough return values
// 	have (int)
// 	want (int, error)
// ./err_return_values_count_parse_sign.go:26:1: missing return
// ./err_return_values_count_parse_sign.go:29:7: assignment mismatch: 1 variable but parse returns 2 values
// ./err_return_values_count_parse_sign.go:30:13: assignment mismatch: 3 variables but parse returns 2 values
