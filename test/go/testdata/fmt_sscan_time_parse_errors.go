package main

import (
	"fmt"
	"time"
)

func main() {
	var a, b int
	var s string
	var f float64
	n, err := fmt.Sscan("12 x", &a, &b)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("7-abc", "%d-%d", &a, &b)
	fmt.Println(n, err, a)
	n, err = fmt.Sscanf("3.5 hi", "%f %s", &f, &s)
	fmt.Println(n, err, f, s)
	n, err = fmt.Sscan("", &a)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("10", "%d %d", &a, &b)
	fmt.Println(n, err)
	n, err = fmt.Sscanln("1\n2", &a, &b)
	fmt.Println(n, err)
	n, err = fmt.Sscan("999999999999999999999", &a)
	fmt.Println(n, err)
	var u8 uint8
	n, err = fmt.Sscan("300", &u8)
	fmt.Println(n, err, u8)
	var bl bool
	n, err = fmt.Sscan("maybe", &bl)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("abc", "x%s", &s)
	fmt.Println(n, err)

	for _, in := range []struct{ layout, v string }{
		{"2006-01-02", "2024-13-01"},
		{"2006-01-02", "2024-02-30"},
		{"2006-01-02", "24-01-01"},
		{time.RFC3339, "2024-01-01T10:00:00"},
		{"15:04", "25:00"},
		{"Jan 2 2006", "Foo 2 2024"},
		{"2006-01-02 15:04:05", "2024-01-01 10:00:00 extra"},
		{time.Kitchen, "3:04PM"},
		{"02/01/2006", "31/12/2023"},
	} {
		t, err := time.Parse(in.layout, in.v)
		fmt.Println(t, err)
	}
	d, err := time.ParseDuration("1h2x")
	fmt.Println(d, err)
	d, err = time.ParseDuration("")
	fmt.Println(d, err)
	d, err = time.ParseDuration("-1.5h30m.5s")
	fmt.Println(d, err)
	d, err = time.ParseDuration("9999999999h")
	fmt.Println(d, err)
	_, err = time.LoadLocation("Mars/Base")
	fmt.Println(err)
}

// Output:
// 1 expected integer
// 1 expected integer 7
// 2 <nil> 3.5 hi
// 0 EOF
// 1 EOF
// 1 unexpected newline
// 0 strconv.ParseInt: parsing "999999999999999999999": value out of range
// 0 unsigned integer overflow on token 300 0
// 1 <nil>
// 0 input does not match format
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01": month out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-02-30": day out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "24-01-01" as "2006-01-02": cannot parse "24-01-01" as "2006"
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-01-01T10:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00"
// 0001-01-01 00:00:00 +0000 UTC parsing time "25:00": hour out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "Foo 2 2024" as "Jan 2 2006": cannot parse "Foo 2 2024" as "Jan"
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-01-01 10:00:00 extra": extra text: " extra"
// 0000-01-01 15:04:00 +0000 UTC <nil>
// 2023-12-31 00:00:00 +0000 UTC <nil>
// 0s time: unknown unit "x" in duration "1h2x"
// 0s time: invalid duration ""
// -2h0m0.5s <nil>
// 0s time: invalid duration "9999999999h"
// unknown time zone Mars/Base
