package main

const a = 1e-200000
const b = 7.25e300000
const c = -3e-500000

var (
	_ float64 = b
	_ float32 = b * b
	_ int     = a * 1e200001
	_ float64 = c * 1e500000 * 1e400
	_ float64 = 1e999999
	_ float64 = b / 1e-50000
	_ int     = c
)

// Error:
// # command-line-arguments
// ./err_const_float_far_exponent_renderings.go:8:14: cannot use b (untyped float constant 7.25e+300000) as float64 value in variable declaration (overflows)
// ./err_const_float_far_exponent_renderings.go:9:14: cannot use b * b (untyped float constant 5.25625e+600001) as float32 value in variable declaration (overflows)
// ./err_const_float_far_exponent_renderings.go:11:14: cannot use c * 1e500000 * 1e400 (untyped float constant -3e+400) as float64 value in variable declaration (overflows)
// ./err_const_float_far_exponent_renderings.go:12:14: cannot use 1e999999 (untyped float constant 1e+999999) as float64 value in variable declaration (overflows)
// ./err_const_float_far_exponent_renderings.go:13:14: cannot use b / 1e-50000 (untyped float constant 7.25e+350000) as float64 value in variable declaration (overflows)
// ./err_const_float_far_exponent_renderings.go:14:14: cannot use c (untyped float constant -3e-500000) as int value in variable declaration (truncated)
