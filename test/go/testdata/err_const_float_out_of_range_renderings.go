package main

const third = 1.0 / 3

var (
	_ float64 = 1e-400 * 1e-400 * 1e400 * 1e400 * 1e309
	_ float64 = -2.5e-5000 * 1e5000 * 1e400
	_ float64 = third * 1e500
	_ float64 = 9.9999995e400
	_ float64 = 9.999999e999
	_ float64 = 0x1p-1100 * 0x1p2200
	_ float64 = 1e-2000 * 1e2400
	_ float64 = (1 + 1e-2000) * 1e400
	_ float32 = 123456789e300 / 7
)

// Error:
// # command-line-arguments
// ./err_const_float_out_of_range_renderings.go:6:14: cannot use 1e-400 * 1e-400 * 1e400 * 1e400 * 1e309 (untyped float constant 1e+309) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:7:14: cannot use -2.5e-5000 * 1e5000 * 1e400 (untyped float constant -2.5e+400) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:8:14: cannot use third * 1e500 (untyped float constant 3.33333e+499) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:9:14: cannot use 9.9999995e400 (untyped float constant 1e+401) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:10:14: cannot use 9.999999e999 (untyped float constant 1e+1000) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:11:14: cannot use 0x1p-1100 * 0x1p2200 (untyped float constant 1.3583e+331) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:12:14: cannot use 1e-2000 * 1e2400 (untyped float constant 1e+400) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:13:14: cannot use (1 + 1e-2000) * 1e400 (untyped float constant 1e+400) as float64 value in variable declaration (overflows)
// ./err_const_float_out_of_range_renderings.go:14:14: cannot use 123456789e300 / 7 (untyped float constant 1.76367e+307) as float32 value in variable declaration (overflows)
