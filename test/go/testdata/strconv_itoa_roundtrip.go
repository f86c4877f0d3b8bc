package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"0", "-0", "+7", "007", "9223372036854775807", "9223372036854775808", " 1", "1_000", "0x1f"} {
		n, err := strconv.Atoi(s)
		fmt.Printf("%q -> %d %v\n", s, n, err)
	}
	for _, s := range []string{"0x1f", "0b101", "0o17", "1_000", "z"} {
		n, err := strconv.ParseInt(s, 0, 64)
		fmt.Printf("%q base0 -> %d %v\n", s, n, err)
	}
	for _, f := range []float64{0, 1, -1.5, 1e21, 1e-7, 123.456, 100} {
		fmt.Println(strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'f', -1, 64))
	}
	v, err := strconv.ParseFloat("1e400", 64)
	fmt.Println(v, err)
}

// Output:
// "0" -> 0 <nil>
// "-0" -> 0 <nil>
// "+7" -> 7 <nil>
// "007" -> 7 <nil>
// "9223372036854775807" -> 9223372036854775807 <nil>
// "9223372036854775808" -> 9223372036854775807 strconv.Atoi: parsing "9223372036854775808": value out of range
// " 1" -> 0 strconv.Atoi: parsing " 1": invalid syntax
// "1_000" -> 0 strconv.Atoi: parsing "1_000": invalid syntax
// "0x1f" -> 0 strconv.Atoi: parsing "0x1f": invalid syntax
// "0x1f" base0 -> 31 <nil>
// "0b101" base0 -> 5 <nil>
// "0o17" base0 -> 15 <nil>
// "1_000" base0 -> 1000 <nil>
// "z" base0 -> 0 strconv.ParseInt: parsing "z": invalid syntax
// 0 0
// 1 1
// -1.5 -1.5
// 1e+21 1000000000000000000000
// 1e-07 0.0000001
// 123.456 123.456
// 100 100
// +Inf strconv.ParseFloat: parsing "1e400": value out of range
