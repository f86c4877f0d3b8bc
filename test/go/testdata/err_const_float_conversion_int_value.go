package main

func main() {
	_ = int8(1e6)
	_ = uint(-1.0)
	_ = int32(2.5e9)
	_ = byte(1e3)
	_ = int64(1e19)
	_ = uint8(300.0)
	_ = int(1.5)
	const big = 1 << 70
	_ = float32(1e40)
	_ = int16(1e300)
}

// Error:
// # command-line-arguments
// ./err_const_float_conversion_int_value.go:4:11: cannot convert 1e6 (untyped float constant 1000000) to type int8
// ./err_const_float_conversion_int_value.go:5:11: cannot convert -1.0 (untyped float constant -1) to type uint
// ./err_const_float_conversion_int_value.go:6:12: cannot convert 2.5e9 (untyped float constant 2500000000) to type int32
// ./err_const_float_conversion_int_value.go:7:11: cannot convert 1e3 (untyped float constant 1000) to type byte
// ./err_const_float_conversion_int_value.go:8:12: cannot convert 1e19 (untyped float constant 10000000000000000000) to type int64
// ./err_const_float_conversion_int_value.go:9:12: cannot convert 300.0 (untyped float constant 300) to type uint8
// ./err_const_float_conversion_int_value.go:10:10: cannot convert 1.5 (untyped float constant) to type int
// ./err_const_float_conversion_int_value.go:12:14: cannot convert 1e40 (untyped float constant 1e+40) to type float32
// ./err_const_float_conversion_int_value.go:13:12: cannot convert 1e300 (untyped float constant 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000) to type int16
