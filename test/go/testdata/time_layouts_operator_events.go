package main

import (
	"fmt"
	"time"
)

func main() {
	loc := time.FixedZone("CET", 3600)
	t := time.Date(2023, time.December, 31, 23, 59, 58, 5_000_000, loc)
	layouts := []string{time.RFC3339, time.RFC3339Nano, time.RFC1123, time.RFC1123Z, time.Kitchen, time.ANSIC, time.UnixDate, time.RFC822, time.RFC850, time.Stamp, time.StampMilli, time.DateTime, time.DateOnly, time.TimeOnly,
		"2006-01-02T15:04:05.000Z07:00", "Mon Jan _2 3:4:5 PM", "02/01/06 .999 ,000", "Z0700 Z07 -07 MST", "__2 002 Monday January"}
	for _, l := range layouts {
		fmt.Println(t.Format(l))
	}
	fmt.Println(t.UTC().Format(time.RFC3339Nano), t.Unix(), t.UnixMilli(), t.YearDay(), t.Weekday())
	y, w := t.ISOWeek()
	fmt.Println(y, w)
	next := t.Add(2 * time.Second)
	fmt.Println(next, next.Sub(t), t.Before(next), next.Year())
	fmt.Println(t.AddDate(0, 2, 0).Format(time.DateOnly), t.AddDate(0, 0, -365).Format(time.DateOnly))
	fmt.Println(t.Truncate(time.Hour).Format(time.TimeOnly), t.Round(time.Second).Format(time.RFC3339Nano))
	for _, in := range []string{"2024-02-30T10:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01 10:00", "2024-01-01T10:00:00+01:00", "2024-01-01T25:00:00Z", "not a time"} {
		p, err := time.Parse(time.RFC3339, in)
		fmt.Println(p, err)
	}
	p, err := time.Parse("2006-01-02 15:04 MST", "2024-06-01 12:30 PDT")
	fmt.Println(p, err)
	p, err = time.ParseInLocation(time.DateTime, "2024-03-10 02:30:00", loc)
	fmt.Println(p, err)
	for _, d := range []string{"1h30m", "1.5h", "-2m3.5s", "300ms", "1us", "1µs", "2ns", "0", "", "5", "1d", "1h-2m", "9223372036854775807ns", "9223372036s"} {
		v, err := time.ParseDuration(d)
		fmt.Println(v, err)
	}
	ds := []time.Duration{0, 1, 999, time.Microsecond + 500, 1500 * time.Millisecond, -90 * time.Minute, 100 * time.Hour, 1<<63 - 1, -1 << 63}
	for _, d := range ds {
		fmt.Printf("%v %s %d %.2f %.1f\n", d, d, d, d.Seconds(), d.Minutes())
	}
	fmt.Println((90 * time.Second).Round(time.Minute), (89 * time.Second).Truncate(time.Minute), time.Duration(1234567).Round(time.Millisecond))
	var zero time.Time
	fmt.Println(zero, zero.IsZero(), zero.Unix())
	fmt.Printf("%v|%s|%d\n", time.March, time.Saturday, time.March)
	fmt.Println(time.Unix(1700000000, 0).UTC(), time.UnixMilli(-1).UTC())
	a := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	b := a.In(loc)
	fmt.Println(a == b, a.Equal(b), b)
}

// Output:
// 2023-12-31T23:59:58+01:00
// 2023-12-31T23:59:58.005+01:00
// Sun, 31 Dec 2023 23:59:58 CET
// Sun, 31 Dec 2023 23:59:58 +0100
// 11:59PM
// Sun Dec 31 23:59:58 2023
// Sun Dec 31 23:59:58 CET 2023
// 31 Dec 23 23:59 CET
// Sunday, 31-Dec-23 23:59:58 CET
// Dec 31 23:59:58
// Dec 31 23:59:58.005
// 2023-12-31 23:59:58
// 2023-12-31
// 23:59:58
// 2023-12-31T23:59:58.005+01:00
// Sun Dec 31 11:59:58 PM
// 31/12/23 .005 ,005
// +0100 +01 +01 CET
// 365 365 Sunday December
// 2023-12-31T22:59:58.005Z 1704063598 1704063598005 365 Sunday
// 2023 52
// 2024-01-01 00:00:00.005 +0100 CET 2s true 2024
// 2024-03-02 2022-12-31
// 23:00:00 2023-12-31T23:59:58+01:00
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-02-30T10:00:00Z": day out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01T00:00:00Z": month out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-01-01 10:00" as "2006-01-02T15:04:05Z07:00": cannot parse " 10:00" as "T"
// 2024-01-01 10:00:00 +0100 +0100 <nil>
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-01-01T25:00:00Z": hour out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "not a time" as "2006-01-02T15:04:05Z07:00": cannot parse "not a time" as "2006"
// 2024-06-01 12:30:00 +0000 PDT <nil>
// 2024-03-10 02:30:00 +0100 CET <nil>
// 1h30m0s <nil>
// 1h30m0s <nil>
// -2m3.5s <nil>
// 300ms <nil>
// 1µs <nil>
// 1µs <nil>
// 2ns <nil>
// 0s <nil>
// 0s time: invalid duration ""
// 0s time: missing unit in duration "5"
// 0s time: unknown unit "d" in duration "1d"
// 0s time: unknown unit "h-" in duration "1h-2m"
// 2562047h47m16.854775807s <nil>
// 2562047h47m16s <nil>
// 0s 0s 0 0.00 0.0
// 1ns 1ns 1 0.00 0.0
// 999ns 999ns 999 0.00 0.0
// 1.5µs 1.5µs 1500 0.00 0.0
// 1.5s 1.5s 1500000000 1.50 0.0
// -1h30m0s -1h30m0s -5400000000000 -5400.00 -90.0
// 100h0m0s 100h0m0s 360000000000000 360000.00 6000.0
// 2562047h47m16.854775807s 2562047h47m16.854775807s 9223372036854775807 9223372036.85 153722867.3
// -2562047h47m16.854775808s -2562047h47m16.854775808s -9223372036854775808 -9223372036.85 -153722867.3
// 2m0s 1m0s 1ms
// 0001-01-01 00:00:00 +0000 UTC true -62135596800
// March|Saturday|3
// 2023-11-14 22:13:20 +0000 UTC 1969-12-31 23:59:59.999 +0000 UTC
// false true 2024-01-01 01:00:00 +0100 CET
