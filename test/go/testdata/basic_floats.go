package main

import "fmt"

func main() {
	a := 0.1 + 0.2
	fmt.Println(a, a == 0.3)
	fmt.Println(1e21, 1e20, 123456789.0, 0.000001234)
	var f32 float32 = 16777217
	fmt.Println(f32, float64(f32))
	fmt.Println(3.0, 2.5, -0.0, 1/3.0)
	x := 10.0
	x /= 4
	fmt.Println(x)
	fmt.Printf("%.2f %6.3f %e %g\n", 3.14159, 2.0, 123456.789, 0.00001)
	var zero float64
	fmt.Println(1/zero, -1/zero, zero/zero == zero/zero)
}

// Output:
// 0.3 true
// 1e+21 1e+20 1.23456789e+08 1.234e-06
// 1.6777216e+07 1.6777216e+07
// 3 2.5 0 0.3333333333333333
// 2.5
// 3.14  2.000 1.234568e+05 1e-05
// +Inf -Inf false
