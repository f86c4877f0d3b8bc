package main

import (
	"fmt"
	"strconv"
)

func main() {
	fmt.Println(strconv.Itoa(-42), strconv.Itoa(0))
	n, err := strconv.Atoi("123")
	fmt.Println(n, err)
	_, err = strconv.Atoi("")
	fmt.Println(err)
	_, err = strconv.Atoi("3.5")
	fmt.Println(err)
	i64, err := strconv.ParseInt("-ff", 16, 64)
	fmt.Println(i64, err)
	_, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(err)
	u, err := strconv.ParseUint("18446744073709551615", 10, 64)
	fmt.Println(u, err)
	f, err := strconv.ParseFloat("3.25", 64)
	fmt.Println(f, err)
	b, err := strconv.ParseBool("true")
	fmt.Println(b, err)
	_, err = strconv.ParseBool("yes")
	fmt.Println(err)
	fmt.Println(strconv.FormatInt(255, 2), strconv.FormatInt(-255, 16), strconv.FormatUint(36, 36))
	fmt.Println(strconv.FormatFloat(1.5, 'f', 3, 64), strconv.FormatFloat(1234.5678, 'e', 2, 64), strconv.FormatFloat(0.1, 'g', -1, 64))
	fmt.Println(strconv.FormatBool(false))
}

// Output:
// -42 0
// 123 <nil>
// strconv.Atoi: parsing "": invalid syntax
// strconv.Atoi: parsing "3.5": invalid syntax
// -255 <nil>
// strconv.ParseInt: parsing "300": value out of range
// 18446744073709551615 <nil>
// 3.25 <nil>
// true <nil>
// strconv.ParseBool: parsing "yes": invalid syntax
// 11111111 -ff 10
// 1.500 1.23e+03 0.1
// false
