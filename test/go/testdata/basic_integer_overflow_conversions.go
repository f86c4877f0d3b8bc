package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	var a int8 = 127
	a++
	var b uint8 = 0
	b--
	var c int32 = math.MaxInt32
	c += 10
	fmt.Println(a, b, c)
	big := 300
	fmt.Println(uint8(big), int8(big), byte(-1+big))
	f := 3.99
	fmt.Println(int(f), int(-f), uint32(math.Round(f)), int64(math.Inf(1)) == math.MinInt64)
	var u uint = 1
	fmt.Println(u<<63, -u, ^uint32(0), math.MaxUint64/3)
	n, err := strconv.ParseInt("200", 10, 8)
	fmt.Println(n, err)
	un, err := strconv.ParseUint("-5", 10, 64)
	fmt.Println(un, err)
	x, err := strconv.Atoi("99999999999999999999")
	fmt.Println(x, err)
	fl, err := strconv.ParseFloat("1e400", 64)
	fmt.Println(fl, err)
	fmt.Println(strconv.FormatInt(-255, 16), strconv.Itoa(math.MinInt64), strconv.Quote("tab\there"))
	h := 0
	for _, ch := range "operator" {
		h = 31*h + int(ch)
	}
	fmt.Println(h, int32(h), uint16(h))
	fmt.Printf("%08b %o %#x %X %e %.3g\n", 5, 64, 255, -255, 123456.789, 0.000123456)
}

// Output:
// -128 255 -2147483639
// 44 44 43
// 3 -3 4 true
// 9223372036854775808 18446744073709551615 4294967295 6148914691236517205
// 127 strconv.ParseInt: parsing "200": value out of range
// 0 strconv.ParseUint: parsing "-5": invalid syntax
// 9223372036854775807 strconv.Atoi: parsing "99999999999999999999": value out of range
// +Inf strconv.ParseFloat: parsing "1e400": value out of range
// -ff -9223372036854775808 "tab\there"
// 3156300408996 -500553564 10404
// 00000101 100 0xff -FF 1.234568e+05 0.000123
