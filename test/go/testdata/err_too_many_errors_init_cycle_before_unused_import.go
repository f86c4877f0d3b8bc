package main

import (
	"fmt"
	"os"
	"strings"
)

// gc reports an initialization cycle before unused imports (types2 checkFiles runs initOrder,
// then unusedImports): with eight errors in main, the cycle is the 9th error reported and "os"
// the 10th, where gc stops, so "strings" is never reported.

var total = base + 1
var base = compute()

func compute() int { return total }

func main() {
	var a int = "1"
	var b int = "2"
	var c int = "3"
	var d int = "4"
	var e int = "5"
	var f int = "6"
	var g int = "7"
	var h int = "8"
	fmt.Println(a, b, c, d, e, f, g, h)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_init_cycle_before_unused_import.go:5:2: "os" imported and not used
// ./err_too_many_errors_init_cycle_before_unused_import.go:13:5: initialization cycle for total
// 	./err_too_many_errors_init_cycle_before_unused_import.go:13:5: total refers to
// 	./err_too_many_errors_init_cycle_before_unused_import.go:14:5: base refers to
// 	./err_too_many_errors_init_cycle_before_unused_import.go:16:6: compute refers to
// 	./err_too_many_errors_init_cycle_before_unused_import.go:13:5: total
// ./err_too_many_errors_init_cycle_before_unused_import.go:19:14: cannot use "1" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:20:14: cannot use "2" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:21:14: cannot use "3" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:22:14: cannot use "4" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:23:14: cannot use "5" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:24:14: cannot use "6" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:25:14: cannot use "7" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:26:14: cannot use "8" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_init_cycle_before_unused_import.go:5:2: too many errors
