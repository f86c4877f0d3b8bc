package main

import "fmt"

func pair() (int, error) { return 1, nil }

func main() {
	var f32 float32 = 1
	var f64 float64 = 2
	fmt.Println(real(f64))
	fmt.Println(complex(1, 2i))
	fmt.Println(complex("a", 1))
	fmt.Println(complex(f32, f64))
	fmt.Println(imag(f32))
	fmt.Println(complex(true, 1))
	fmt.Println(real("x"))
	fmt.Println(len(pair()))
	fmt.Println(cap(pair()))
}

// Error:
// # command-line-arguments
// ./err_builtin_complex_real.go:10:19: invalid argument: argument has type float64, expected complex type
// ./err_builtin_complex_real.go:11:22: invalid operation: complex(1, 2i) (mismatched types untyped float and untyped complex)
// ./err_builtin_complex_real.go:12:22: invalid operation: complex("a", 1) (mismatched types untyped string and untyped float)
// ./err_builtin_complex_real.go:13:22: invalid operation: complex(f32, f64) (mismatched types float32 and float64)
// ./err_builtin_complex_real.go:14:19: invalid argument: argument has type float32, expected complex type
// ./err_builtin_complex_real.go:15:22: invalid operation: complex(true, 1) (mismatched types untyped bool and untyped float)
// ./err_builtin_complex_real.go:16:19: invalid argument: argument has type untyped string, expected complex type
// ./err_builtin_complex_real.go:17:14: invalid operation: too many arguments for len(pair()) (expected 1, found 2)
// ./err_builtin_complex_real.go:18:14: invalid operation: too many arguments for cap(pair()) (expected 1, found 2)
