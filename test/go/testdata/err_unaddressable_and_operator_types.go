package main

import "fmt"

type T struct{ a int }

func (t T) Set(v int) { t.a = v }

func main() {
	m := map[string]T{"x": {1}}
	m["x"].a = 2
	arr := [3]int{1, 2, 3, 4}
	var p *T
	p.b = 1
	s := []int{1,2}
	s.Len()
	var f float64 = 1
	_ = f % 2
	_ = 1 << 1.5
	_ = "a" * 2
	var b bool = 1 == 1.0
	fmt.Println(m, arr, b, len(5))
}

// Error:
// # command-line-arguments
// ./err_unaddressable_and_operator_types.go:11:2: cannot assign to struct field m["x"].a in map
// ./err_unaddressable_and_operator_types.go:12:25: index 3 is out of bounds (>= 3)
// ./err_unaddressable_and_operator_types.go:14:4: p.b undefined (type *T has no field or method b)
// ./err_unaddressable_and_operator_types.go:16:4: s.Len undefined (type []int has no field or method Len)
// ./err_unaddressable_and_operator_types.go:18:6: invalid operation: operator % not defined on f (variable of type float64)
// ./err_unaddressable_and_operator_types.go:19:11: 1.5 (untyped float constant) truncated to uint
// ./err_unaddressable_and_operator_types.go:20:6: invalid operation: "a" * 2 (mismatched types untyped string and untyped int)
// ./err_unaddressable_and_operator_types.go:22:29: invalid argument: 5 (untyped int constant) for built-in len
