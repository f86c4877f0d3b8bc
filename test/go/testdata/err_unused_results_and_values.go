package main

import (
	"fmt"
	"strings"
)

type Pod struct{ Name string }

func (p Pod) Key() string { return p.Name }

func main() {
	pods := []Pod{{"a"}}
	append(pods, Pod{"b"})
	pods[0].Key
	strings.ToUpper
	len(pods)
	pods[0].Name == "a"
	Pod{"c"}
	-1
	fmt.Sprintf
	new(Pod)
	func() {}
	make([]int, 1)
	var ch chan int
	<-ch
	cap(pods)
	[]int{1}[0]
}

// Error:
// # command-line-arguments
// ./err_unused_results_and_values.go:14:2: append(pods, Pod{…}) (value of type []Pod) is not used
// ./err_unused_results_and_values.go:15:2: pods[0].Key (value of type func() string) is not used
// ./err_unused_results_and_values.go:16:2: strings.ToUpper (value of type func(s string) string) is not used
// ./err_unused_results_and_values.go:17:2: len(pods) (value of type int) is not used
// ./err_unused_results_and_values.go:18:2: pods[0].Name == "a" (untyped bool value) is not used
// ./err_unused_results_and_values.go:19:2: Pod{…} (value of struct type Pod) is not used
// ./err_unused_results_and_values.go:20:2: -1 (untyped int constant) is not used
// ./err_unused_results_and_values.go:21:2: fmt.Sprintf (value of type func(format string, a ...any) string) is not used
// ./err_unused_results_and_values.go:22:2: new(Pod) (value of type *Pod) is not used
// ./err_unused_results_and_values.go:23:2: func() {} (value of type func()) is not used
// ./err_unused_results_and_values.go:23:2: too many errors
