package main

import (
	"fmt"
	"strconv"
)

func main() {
	buf := []byte("values:")
	for _, n := range []int64{0, -7, 255, 1 << 40} {
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, n, 10)
	}
	fmt.Println(string(buf))
	for _, s := range []string{"127", "128", "-128", "-129"} {
		v, err := strconv.ParseInt(s, 10, 8)
		fmt.Println(s, v, err)
	}
	u, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(u, err)
	f32, err := strconv.ParseFloat("3.4e39", 32)
	fmt.Println(f32, err)
	fmt.Println(strconv.FormatInt(-255, 16), strconv.Itoa(1<<31), strconv.FormatUint(1<<63, 2)[:5])
	b, err := strconv.ParseBool("T")
	fmt.Println(b, err)
}

// Output:
// values: 0 -7 255 1099511627776
// 127 127 <nil>
// 128 127 strconv.ParseInt: parsing "128": value out of range
// -128 -128 <nil>
// -129 -128 strconv.ParseInt: parsing "-129": value out of range
// 0 strconv.ParseUint: parsing "-1": invalid syntax
// +Inf strconv.ParseFloat: parsing "3.4e39": value out of range
// -ff 2147483648 10000
// true <nil>
