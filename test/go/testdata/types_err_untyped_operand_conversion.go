package main

import (
	"fmt"
	"strconv"
)

type Stack []int

func (s *Stack) Push(x int) {
	s = append(s, x)
}

func (s Stack) Top() int { return s[len(s)-1] }

func main() {
	var st Stack
	st.Push(1)
	n := int64(5)
	fmt.Println(strconv.Itoa(n), st.Top)
	fmt.Println(st.Top + 1)
	var p **Stack
	p.Top()
}

// Error:
// # command-line-arguments
// ./types_err_untyped_operand_conversion.go:11:13: first argument to append must be a slice; have s (variable of type *Stack)
// ./types_err_untyped_operand_conversion.go:20:27: cannot use n (variable of type int64) as int value in argument to strconv.Itoa
// ./types_err_untyped_operand_conversion.go:21:23: cannot convert 1 (untyped int constant) to type func() int
// ./types_err_untyped_operand_conversion.go:23:4: p.Top undefined (type **Stack has no field or method Top)
