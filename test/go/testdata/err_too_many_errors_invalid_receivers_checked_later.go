package main

import "fmt"

// A method's receiver type is validated later (types2 collectRecv: check.later), after every
// package-level declaration: the undefined parameter types and the variables' errors come first,
// so with ten errors before it only the first receiver error is reported, where gc stops.

type Shape interface{ Area() float64 }
type IntPtr *int

func (x int) Double(by undefinedFactor) {}

func (s Shape) Describe(w undefinedWriter) {}

func (p IntPtr) Inc(n undefinedCount) {}

func (r **Rect) Scale(f undefinedScale) {}

type Rect struct{ W, H float64 }

func (r Rect) Area(unit undefinedUnit) float64 { return r.W * r.H }

var width int = "1"
var height int = "2"
var depth int = "3"
var weight int = "4"

func main() {
	fmt.Println(width, height, depth, weight)
}

// Error:
// # command-line-arguments
// ./err_too_many_errors_invalid_receivers_checked_later.go:12:7: cannot define new methods on non-local type int
// ./err_too_many_errors_invalid_receivers_checked_later.go:12:24: undefined: undefinedFactor
// ./err_too_many_errors_invalid_receivers_checked_later.go:14:27: undefined: undefinedWriter
// ./err_too_many_errors_invalid_receivers_checked_later.go:16:23: undefined: undefinedCount
// ./err_too_many_errors_invalid_receivers_checked_later.go:18:25: undefined: undefinedScale
// ./err_too_many_errors_invalid_receivers_checked_later.go:22:25: undefined: undefinedUnit
// ./err_too_many_errors_invalid_receivers_checked_later.go:24:17: cannot use "1" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_invalid_receivers_checked_later.go:25:18: cannot use "2" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_invalid_receivers_checked_later.go:26:17: cannot use "3" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_invalid_receivers_checked_later.go:27:18: cannot use "4" (untyped string constant) as int value in variable declaration
// ./err_too_many_errors_invalid_receivers_checked_later.go:12:7: too many errors
