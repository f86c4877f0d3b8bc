package main

import (
	"fmt"
	"math/big"
)

func main() {
	var a big.Int
	var r big.Rat
	n, err := fmt.Sscan("123456789012345678901234567890 3/4", &a, &r)
	fmt.Println(n, err, &a, &r)
	var h big.Int
	n, err = fmt.Sscanf("0x1f ff", "%v %x", &h, &a)
	fmt.Println(n, err, &h, &a)
	var b big.Int
	n, err = fmt.Sscan("abc", &b)
	fmt.Println(n, err, &b)
	var q big.Rat
	n, err = fmt.Sscan("-22/7", &q)
	fmt.Println(n, err, q.FloatString(5))
	n, err = fmt.Sscan("2.25", &q)
	fmt.Println(n, err, &q)
	var o big.Int
	n, err = fmt.Sscanf("0b101 777", "%v %o", &o, &b)
	fmt.Println(n, err, &o, &b)
	n, err = fmt.Sscanf("12", "%s", &o)
	fmt.Println(n, err, &o)
}

// Output:
// 2 <nil> 123456789012345678901234567890 3/4
// 2 <nil> 31 255
// 0 number has no digits 0
// 1 <nil> -3.14286
// 1 <nil> 9/4
// 2 <nil> 5 511
// 1 <nil> 12
