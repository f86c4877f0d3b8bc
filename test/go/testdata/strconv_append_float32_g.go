package main

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	buf := make([]byte, 0, 64)
	buf = strconv.AppendInt(buf, -42, 10)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, math.MinInt64, 16)
	buf = append(buf, ' ')
	buf = strconv.AppendUint(buf, math.MaxUint64, 36)
	buf = append(buf, ' ')
	buf = strconv.AppendBool(buf, true)
	buf = append(buf, ' ')
	buf = strconv.AppendQuote(buf, "tab\there")
	buf = append(buf, ' ')
	buf = strconv.AppendQuoteRune(buf, '☺')
	buf = append(buf, ' ')
	buf = strconv.AppendQuoteRuneToASCII(buf, '☺')
	buf = append(buf, ' ')
	buf = strconv.AppendQuoteToGraphic(buf, "\u00a0x\u2028")
	fmt.Println(string(buf))

	vals := []float64{0.1, 1.0 / 3, 2.5e-8, 123456789, 1e21, 1e-7, 16777217, math.Pi, -0.0, math.SmallestNonzeroFloat32, math.MaxFloat32, 3.4e39}
	for _, v := range vals {
		fmt.Printf("%-26s %-14s %-14s %-12s %s\n",
			strconv.FormatFloat(v, 'g', -1, 64),
			strconv.FormatFloat(v, 'g', -1, 32),
			strconv.FormatFloat(v, 'e', -1, 32),
			strconv.FormatFloat(v, 'f', -1, 32),
			strconv.FormatFloat(v, 'g', 3, 32))
	}
	f32 := float32(0.1)
	fmt.Println(f32, float64(f32), strconv.FormatFloat(float64(f32), 'g', -1, 64))
	fmt.Println(strconv.FormatFloat(1.5, 'b', -1, 32), strconv.FormatFloat(1.5, 'x', -1, 32), strconv.FormatFloat(1.5, 'X', 3, 64))
	v, err := strconv.ParseFloat("3.4e39", 32)
	fmt.Println(v, err)
	v, err = strconv.ParseFloat("1e-46", 32)
	fmt.Println(v, err)
	v, err = strconv.ParseFloat("0x1p-2", 32)
	fmt.Println(v, err)
	v, err = strconv.ParseFloat("1_000.5", 64)
	fmt.Println(v, err)
	v, err = strconv.ParseFloat("inf", 32)
	fmt.Println(v, err)
	fmt.Println(strconv.AppendFloat([]byte("x="), 2.0/3, 'g', -1, 32))
	fmt.Printf("%s\n", strconv.AppendFloat(nil, 1e6, 'g', -1, 32))
	fmt.Printf("%s\n", strconv.AppendFloat(nil, 1e20, 'g', -1, 32))
	fmt.Printf("%s\n", strconv.AppendFloat(nil, 1e21, 'g', -1, 32))
}

// Output:
// -42 -8000000000000000 3w5e11264sgsf true "tab\there" '☺' '\u263a' " x\u2028"
// 0.1                        0.1            1e-01          0.1          0.1
// 0.3333333333333333         0.33333334     3.3333334e-01  0.33333334   0.333
// 2.5e-08                    2.5e-08        2.5e-08        0.000000025  2.5e-08
// 1.23456789e+08             1.2345679e+08  1.2345679e+08  123456790    1.23e+08
// 1e+21                      1e+21          1e+21          1000000000000000000000 1e+21
// 1e-07                      1e-07          1e-07          0.0000001    1e-07
// 1.6777217e+07              1.6777216e+07  1.6777216e+07  16777216     1.68e+07
// 3.141592653589793          3.1415927      3.1415927e+00  3.1415927    3.14
// 0                          0              0e+00          0            0
// 1.401298464324817e-45      1e-45          1e-45          0.000000000000000000000000000000000000000000001 1.4e-45
// 3.4028234663852886e+38     3.4028235e+38  3.4028235e+38  340282350000000000000000000000000000000 3.4e+38
// 3.4e+39                    +Inf           +Inf           +Inf         +Inf
// 0.1 0.10000000149011612 0.10000000149011612
// 12582912p-23 0x1.8p+00 0X1.800P+00
// +Inf strconv.ParseFloat: parsing "3.4e39": value out of range
// 0 <nil>
// 0.25 <nil>
// 1000.5 <nil>
// +Inf <nil>
// [120 61 48 46 54 54 54 54 54 54 55]
// 1e+06
// 1e+20
// 1e+21
