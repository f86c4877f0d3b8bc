package main

import (
	"fmt"
	"strings"
)

type Kind string

func process(items []string) (count int, err error) {
	for _, it := range items {
		if strings.HasPrefix(it, "#") {
			continue
		}
		count++
	}
	return count
}

func main() {
	var k Kind = "pod"
	var s string = k
	n := len(k) + "1"
	items := []string{"a"}
	items.Append("b")
	fmt.Println(s, n, process(items))
}

// Error:
// # command-line-arguments
// ./err_more_checker.go:17:9: not enough return values
// 	have (int)
// 	want (int, error)
// ./err_more_checker.go:22:17: cannot use k (variable of string type Kind) as string value in variable declaration
// ./err_more_checker.go:23:7: invalid operation: len(k) + "1" (mismatched types int and untyped string)
// ./err_more_checker.go:25:8: items.Append undefined (type []string has no field or method Append)
// ./err_more_checker.go:26:20: multiple-value process(items) (value of type (count int, err error)) in single-value context
