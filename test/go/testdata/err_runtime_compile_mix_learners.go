package main

import (
	"fmt"
	"strings"
)

type Pod struct{ Name string }

func main() {
	pods := []Pod{{"a"}}
	for i, p := range pods {
		p.Name = strings.ToUpper(p.Name)
	}
	var names []string
	names.append("x")
	count := len(pods) + "1"
	var ptr *Pod = pods[0]
	if pods[0] == nil {
	}
	fmt.Println(names, count, ptr)
	fmt.Printf("%s\n", pods[0].name)
	s := "abc"
	s[0] = 'x'
	const c = 10
	c = 20
	var f float64 = 1
	var n int = f
	_ = n
	m := map[string]int{"a": 1, "a": 2}
	_ = m
}

// Error:
// # command-line-arguments
// ./err_runtime_compile_mix_learners.go:12:6: declared and not used: i
// ./err_runtime_compile_mix_learners.go:16:8: names.append undefined (type []string has no field or method append)
// ./err_runtime_compile_mix_learners.go:17:11: invalid operation: len(pods) + "1" (mismatched types int and untyped string)
// ./err_runtime_compile_mix_learners.go:18:17: cannot use pods[0] (variable of struct type Pod) as *Pod value in variable declaration
// ./err_runtime_compile_mix_learners.go:19:16: invalid operation: pods[0] == nil (mismatched types Pod and untyped nil)
// ./err_runtime_compile_mix_learners.go:22:29: pods[0].name undefined (type Pod has no field or method name, but does have field Name)
// ./err_runtime_compile_mix_learners.go:24:2: cannot assign to s[0] (neither addressable nor a map index expression)
// ./err_runtime_compile_mix_learners.go:26:2: cannot assign to c (neither addressable nor a map index expression)
// ./err_runtime_compile_mix_learners.go:28:14: cannot use f (variable of type float64) as int value in variable declaration
// ./err_runtime_compile_mix_learners.go:30:30: duplicate key "a" in map literal
// ./err_runtime_compile_mix_learners.go:12:6: too many errors
