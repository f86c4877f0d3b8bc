package main

import (
	"fmt"
	"os"
)

func pair() (int, string) { return 1, "a" }

func main() {
	a, b, c := pair()
	x := pair()
	var m map[string]int
	v, ok, extra := m["k"]
	f := os.Open("x")
	fmt.Println(a, b, c, x, v, ok, extra, f)
}

// Error:
// # command-line-arguments
// ./err_learner_assignment_mismatch.go:11:13: assignment mismatch: 3 variables but pair returns 2 values
// ./err_learner_assignment_mismatch.go:12:7: assignment mismatch: 1 variable but pair returns 2 values
// ./err_learner_assignment_mismatch.go:14:18: assignment mismatch: 3 variables but 1 value
// ./err_learner_assignment_mismatch.go:15:7: assignment mismatch: 1 variable but os.Open returns 2 values
