package main

import (
	"errors"
	"fmt"
)

func sign(n int) string {
	if n > 0 {
		return "pos"
	} else if n < 0 {
		return "neg"
	}
}

func parse(s string) (int, error) {
	if s == "" {
		return errors.New("empty")
	}
	return len(s)
}

func main() {
	a, b := sign(1)
	v := parse("x")
	fmt.Println(a, b, v)
}

// Error:
// # command-line-arguments
// ./err_learner_missing_return.go:14:1: missing return
// ./err_learner_missing_return.go:18:10: not enough return values
// 	have (error)
// 	want (int, error)
// ./err_learner_missing_return.go:20:9: not enough return values
// 	have (int)
// 	want (int, error)
// ./err_learner_missing_return.go:24:10: assignment mismatch: 2 variables but sign returns 1 value
// ./err_learner_missing_return.go:25:7: assignment mismatch: 1 variable but parse returns 2 values
