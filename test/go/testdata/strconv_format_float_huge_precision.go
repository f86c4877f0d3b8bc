package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, prec := range []int{0, 1, 3, 25} {
		fmt.Println(strconv.FormatFloat(0.000123, 'f', prec, 64), strconv.FormatFloat(-1234.5678, 'f', prec, 64))
		fmt.Println(strconv.FormatFloat(1e21, 'f', prec, 64), strconv.FormatFloat(5e-324, 'f', prec, 64))
	}
	fmt.Println(len(strconv.FormatFloat(1.5, 'f', 100000, 64)))
	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println(strconv.FormatComplex(complex(1.5, -2), 'f', 9007199254740993, 128))
}

// Output:
// 0 -1235
// 1000000000000000000000 0
// 0.0 -1234.6
// 1000000000000000000000.0 0.0
// 0.000 -1234.568
// 1000000000000000000000.000 0.000
// 0.0001230000000000000081983 -1234.5678000000000338332029060
// 1000000000000000000000.0000000000000000000000000 0.0000000000000000000000000
// 100002
// recovered: runtime error: makeslice: cap out of range
