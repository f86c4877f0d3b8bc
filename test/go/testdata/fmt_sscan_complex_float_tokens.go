package main

// fmt's scanner: complex operands, floatToken's accept-by-accept tokens, the decimal mantissa with
// a binary exponent ("1.2p4"), and the operand checks that come before any input is read.

import (
	"fmt"
	"math"
)

type S struct{}
type MyInt int

func main() {
	var c complex128
	var d complex64
	for _, s := range []string{"1+2i", "(3.5-4e2i)", " -1-1i", "1+2", "(1+2i", "1 +2i", "x", "1+i", "nan+infi", "0x1p2+3i", "1e400+1i"} {
		n, err := fmt.Sscan(s, &c)
		fmt.Println(n, err, c)
		n, err = fmt.Sscan(s, &d)
		fmt.Println(n, err, d)
	}
	n, err := fmt.Sscanf("(1+2i)", "%d", &c)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("1.5+2i|", "%g|", &c)
	fmt.Println(n, err, c)

	var f float64
	var g float32
	for _, s := range []string{"i", "infinity", "na", "+nan", "1_000.5", "1e+", "-.5e-3x", "0x", "3.4e39",
		"1p2", "1.2p4", "1p-1074", "2.5p-1074", "1p-1075", "0.5p1024", "1p", "1p99999999999999999999", "1.2p-130"} {
		n, err := fmt.Sscan(s, &f)
		fmt.Println(s, n, err, f, math.Float64bits(f))
		n, err = fmt.Sscan(s, &g)
		fmt.Println(s, n, err, g)
	}

	var a, b int
	var np *MyInt
	fmt.Println(fmt.Sscan("5", &a, &b))
	fmt.Println(fmt.Sscan("", 5))
	fmt.Println(fmt.Sscan("  ", &S{}))
	fmt.Println(fmt.Sscan("5", &a, 7))
	fmt.Println(fmt.Sscanf("", "%d", 5))
	fmt.Println(fmt.Sscan("", new([]int)))
	fmt.Println(fmt.Sscan("", new(complex128)))
	fmt.Println(fmt.Sscan("7", np))
}

// Output:
// 1 <nil> (1+2i)
// 1 <nil> (1+2i)
// 1 <nil> (3.5-400i)
// 1 <nil> (3.5-400i)
// 1 <nil> (-1-1i)
// 1 <nil> (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 0 syntax error scanning complex number (-1-1i)
// 1 <nil> (NaN+Infi)
// 1 <nil> (NaN+Infi)
// 1 <nil> (4+3i)
// 1 <nil> (4+3i)
// 0 strconv.ParseFloat: parsing "1e400": value out of range (4+3i)
// 0 strconv.ParseFloat: parsing "1e400": value out of range (4+3i)
// 0 bad verb '%d' for complex
// 1 <nil> (1.5+2i)
// i 0 strconv.ParseFloat: parsing "i": invalid syntax 0 0
// i 0 strconv.ParseFloat: parsing "i": invalid syntax 0
// infinity 1 <nil> +Inf 9218868437227405312
// infinity 1 <nil> +Inf
// na 0 strconv.ParseFloat: parsing "na": invalid syntax +Inf 9218868437227405312
// na 0 strconv.ParseFloat: parsing "na": invalid syntax +Inf
// +nan 0 strconv.ParseFloat: parsing "+": invalid syntax +Inf 9218868437227405312
// +nan 0 strconv.ParseFloat: parsing "+": invalid syntax +Inf
// 1_000.5 1 <nil> 1000.5 4652011706887700480
// 1_000.5 1 <nil> 1000.5
// 1e+ 0 strconv.ParseFloat: parsing "1e+": invalid syntax 1000.5 4652011706887700480
// 1e+ 0 strconv.ParseFloat: parsing "1e+": invalid syntax 1000.5
// -.5e-3x 1 <nil> -0.0005 13781122946144774652
// -.5e-3x 1 <nil> -0.0005
// 0x 0 strconv.ParseFloat: parsing "0x": invalid syntax -0.0005 13781122946144774652
// 0x 0 strconv.ParseFloat: parsing "0x": invalid syntax -0.0005
// 3.4e39 1 <nil> 3.4e+39 5198275198523542476
// 3.4e39 0 strconv.ParseFloat: parsing "3.4e39": value out of range -0.0005
// 1p2 1 <nil> 4 4616189618054758400
// 1p2 1 <nil> 4
// 1.2p4 1 <nil> 19.2 4626097537234973491
// 1.2p4 1 <nil> 19.2
// 1p-1074 1 <nil> 5e-324 1
// 1p-1074 1 <nil> 0
// 2.5p-1074 1 <nil> 1e-323 2
// 2.5p-1074 1 <nil> 0
// 1p-1075 1 <nil> 0 0
// 1p-1075 1 <nil> 0
// 0.5p1024 1 <nil> 8.98846567431158e+307 9214364837600034816
// 0.5p1024 1 <nil> +Inf
// 1p 0 strconv.Atoi: parsing "1p": invalid syntax 8.98846567431158e+307 9214364837600034816
// 1p 0 strconv.Atoi: parsing "1p": invalid syntax +Inf
// 1p99999999999999999999 0 strconv.Atoi: parsing "1p99999999999999999999": value out of range 8.98846567431158e+307 9214364837600034816
// 1p99999999999999999999 0 strconv.Atoi: parsing "1p99999999999999999999": value out of range +Inf
// 1.2p-130 1 <nil> 8.816207631167156e-40 4022615187167327027
// 1.2p-130 1 <nil> 8.81621e-40
// 1 EOF
// 0 type not a pointer: int
// 0 can't scan type: *main.S
// 1 type not a pointer: int
// 0 type not a pointer: int
// 0 can't scan type: *[]int
// 0 EOF
// 0 can't scan type: *main.MyInt
