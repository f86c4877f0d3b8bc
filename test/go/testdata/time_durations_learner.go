package main

import (
	"fmt"
	"time"
)

func main() {
	ds := []time.Duration{0, 1, 999, 1500 * time.Microsecond, 2 * time.Second, 90 * time.Minute, -3 * time.Hour, 36*time.Hour + 5*time.Second + 7*time.Millisecond, 1<<63 - 1, -1 << 63}
	for _, d := range ds {
		fmt.Printf("%v|%s|%d|%.2f|%.3f\n", d, d, d, d.Hours(), d.Seconds())
	}
	d := 1234567891 * time.Nanosecond
	fmt.Println(d.Round(time.Millisecond), d.Truncate(time.Second), d.Round(0), d.Minutes(), d.Milliseconds(), d.Microseconds())
	fmt.Println(d.Abs(), (-d).Abs(), time.Duration(1<<63-1).Round(time.Hour))
	for _, s := range []string{"1h30m", "1.5h", "-2m3.5s", "300ms", "1us", "1µs", "2d", "", "1", ".s", "5m0s"} {
		v, err := time.ParseDuration(s)
		fmt.Println(s, v, err)
	}
	t := time.Date(2024, time.February, 29, 23, 59, 58, 123456789, time.UTC)
	fmt.Println(t)
	fmt.Println(t.Format(time.RFC3339), t.Format(time.RFC3339Nano), t.Format(time.Kitchen), t.Format("2006-01-02 15:04:05.000 Mon Jan _2 MST"))
	fmt.Println(t.Format("Monday, 02-Jan-06 3:04:05PM .999999 Z07:00"), t.Format(time.ANSIC))
	fmt.Println(t.AddDate(0, 1, 0), t.AddDate(1, 0, 0).Format(time.DateOnly), t.Add(2*time.Second).Format(time.DateTime))
	fmt.Println(t.Weekday(), t.YearDay(), t.Month(), int(t.Month()), t.Unix(), t.UnixMilli())
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.Truncate(time.Hour), t.Round(time.Minute))
	t2 := time.Date(2024, 12, 25, 0, 0, 0, 0, time.UTC)
	fmt.Println(t2.Sub(t), t2.After(t), t.Before(t2), t.Equal(t), t2.Sub(t).Round(time.Hour))
	p, err := time.Parse("2006-01-02", "2024-13-01")
	fmt.Println(p, err)
	p, err = time.Parse(time.RFC3339, "2024-05-06T07:08:09+02:00")
	fmt.Println(p, err, p.UTC())
	_, err = time.Parse("2006-01-02 15:04", "2024-05-06")
	fmt.Println(err)
	_, err = time.Parse("Jan 2 2006", "Foo 2 2006")
	fmt.Println(err)
	fmt.Println(time.Unix(1700000000, 0).UTC(), time.UnixMilli(1).UTC().Format(time.StampMilli))
	var zero time.Time
	fmt.Println(zero, zero.IsZero(), zero.Unix())
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc), t.In(loc).Format(time.RFC1123Z))
	fmt.Printf("%v %T %d\n", time.March, time.March, time.Saturday)
	fmt.Println(time.Month(13), time.Weekday(7))
}

// Output:
// 0s|0s|0|0.00|0.000
// 1ns|1ns|1|0.00|0.000
// 999ns|999ns|999|0.00|0.000
// 1.5ms|1.5ms|1500000|0.00|0.002
// 2s|2s|2000000000|0.00|2.000
// 1h30m0s|1h30m0s|5400000000000|1.50|5400.000
// -3h0m0s|-3h0m0s|-10800000000000|-3.00|-10800.000
// 36h0m5.007s|36h0m5.007s|129605007000000|36.00|129605.007
// 2562047h47m16.854775807s|2562047h47m16.854775807s|9223372036854775807|2562047.79|9223372036.855
// -2562047h47m16.854775808s|-2562047h47m16.854775808s|-9223372036854775808|-2562047.79|-9223372036.855
// 1.235s 1s 1.234567891s 0.020576131516666665 1234 1234567
// 1.234567891s 1.234567891s 2562047h47m16.854775807s
// 1h30m 1h30m0s <nil>
// 1.5h 1h30m0s <nil>
// -2m3.5s -2m3.5s <nil>
// 300ms 300ms <nil>
// 1us 1µs <nil>
// 1µs 1µs <nil>
// 2d 0s time: unknown unit "d" in duration "2d"
//  0s time: invalid duration ""
// 1 0s time: missing unit in duration "1"
// .s 0s time: invalid duration ".s"
// 5m0s 5m0s <nil>
// 2024-02-29 23:59:58.123456789 +0000 UTC
// 2024-02-29T23:59:58Z 2024-02-29T23:59:58.123456789Z 11:59PM 2024-02-29 23:59:58.123 Thu Feb 29 UTC
// Thursday, 29-Feb-24 11:59:58PM .123456 Z Thu Feb 29 23:59:58 2024
// 2024-03-29 23:59:58.123456789 +0000 UTC 2025-03-01 2024-03-01 00:00:00
// Thursday 60 February 2 1709251198 1709251198123
// 2024 9 2024-02-29 23:00:00 +0000 UTC 2024-03-01 00:00:00 +0000 UTC
// 7176h0m1.876543211s true true true 7176h0m0s
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01": month out of range
// 2024-05-06 07:08:09 +0200 +0200 <nil> 2024-05-06 05:08:09 +0000 UTC
// parsing time "2024-05-06" as "2006-01-02 15:04": cannot parse "" as "15"
// parsing time "Foo 2 2006" as "Jan 2 2006": cannot parse "Foo 2 2006" as "Jan"
// 2023-11-14 22:13:20 +0000 UTC Jan  1 00:00:00.001
// 0001-01-01 00:00:00 +0000 UTC true -62135596800
// 2024-02-29 18:59:58.123456789 -0500 EST Thu, 29 Feb 2024 18:59:58 -0500
// March time.Month 6
// %!Month(13) %!Weekday(7)
