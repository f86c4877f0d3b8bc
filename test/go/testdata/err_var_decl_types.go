package main

import "fmt"

var a, b int = 1

var c = nil

var (
	f = 1
	f = 2
)

const h int

const k = []int{1}

var _ = undefinedPkg.Value

func main() {
	var x, y = 1, 2, 3
	var v void
	fmt.Println(a, b, c, f, h, k, x, y, v)
}

// Error:
// # command-line-arguments
// ./err_var_decl_types.go:5:16: assignment mismatch: 2 variables but 1 value
// ./err_var_decl_types.go:7:9: use of untyped nil in variable declaration
// ./err_var_decl_types.go:11:2: f redeclared in this block
// 	./err_var_decl_types.go:10:2: other declaration of f
// ./err_var_decl_types.go:14:7: missing init expr for h
// ./err_var_decl_types.go:16:11: []int{…} (value of type []int) is not constant
// ./err_var_decl_types.go:18:9: undefined: undefinedPkg
// ./err_var_decl_types.go:21:19: extra init expr 3
// ./err_var_decl_types.go:22:8: undefined: void
