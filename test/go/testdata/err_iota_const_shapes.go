package main

import "fmt"

type Phase int

const (
	Pending Phase = iota
	Running
	Failed = "failed"
)

const limit = len([]int{1, 2})

var v = iota

const x int = 1.5

const y = 1 / 0

const z = "a" + 1

func main() {
	var p Phase = Failed
	const local = func() {}
	fmt.Println(p, limit, v, x, y, z, local)
}

// Error:
// # command-line-arguments
// ./err_iota_const_shapes.go:13:15: len([]int{…}) (value of type int) is not constant
// ./err_iota_const_shapes.go:15:9: cannot use iota outside constant declaration
// ./err_iota_const_shapes.go:17:15: cannot use 1.5 (untyped float constant) as int value in constant declaration (truncated)
// ./err_iota_const_shapes.go:19:15: invalid operation: division by zero
// ./err_iota_const_shapes.go:21:11: invalid operation: "a" + 1 (mismatched types untyped string and untyped int)
// ./err_iota_const_shapes.go:24:16: cannot use Failed (untyped string constant "failed") as Phase value in variable declaration
// ./err_iota_const_shapes.go:25:16: func() {} (value of type func()) is not constant
