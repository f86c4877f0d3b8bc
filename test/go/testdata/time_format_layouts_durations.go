package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2023, time.December, 31, 23, 59, 58, 123456789, time.UTC)
	layouts := []string{time.RFC3339, time.RFC3339Nano, time.RFC1123, time.RFC822Z, time.Kitchen, time.ANSIC, time.Stamp, time.DateTime, time.DateOnly, "2006-01-02T15:04:05.000Z07:00", "Mon Jan _2 3:4:5 PM MST 2006", "06/1/2 .999 ,000", "Z0700 -07 Z07:00:00"}
	for _, l := range layouts {
		fmt.Println(t.Format(l))
	}
	t2 := t.Add(36*time.Hour + 2*time.Second)
	fmt.Println(t2, t2.Weekday(), t2.YearDay(), t2.Sub(t), t.Before(t2))
	y, w := t2.ISOWeek()
	fmt.Println(y, w, t2.Unix(), t2.UnixMilli(), t.Truncate(time.Hour), t.Round(time.Second))
	for _, d := range []time.Duration{0, 1, 1500 * time.Microsecond, 90 * time.Second, -3 * time.Hour, 100*time.Hour + 1, time.Duration(1<<63 - 1)} {
		fmt.Println(d, d.Seconds(), d.Minutes(), d.Round(time.Second), d.Truncate(time.Minute))
	}
	for _, s := range []string{"1h30m", "1.5s", "-2m3.4s", "300ms", "1d", "", "5", "1µs", "3us"} {
		d, err := time.ParseDuration(s)
		fmt.Println(s, d, err)
	}
	for _, s := range []string{"2024-02-29T10:00:00Z", "2023-02-29T10:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01 10:00", "2024-01-01T10:00:00+05:30"} {
		p, err := time.Parse(time.RFC3339, s)
		fmt.Println(p, err)
	}
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc), t.In(loc).Format(time.RFC3339))
	fmt.Println(time.Unix(0, 0).UTC(), time.Time{}, time.Time{}.IsZero())
	fmt.Printf("%v|%s|%d\n", 2*time.Second, time.Minute, time.Millisecond)
	fmt.Println(t.Month(), int(t.Month()), time.Saturday, t.AddDate(0, 2, 1))
}

// Output:
// 2023-12-31T23:59:58Z
// 2023-12-31T23:59:58.123456789Z
// Sun, 31 Dec 2023 23:59:58 UTC
// 31 Dec 23 23:59 +0000
// 11:59PM
// Sun Dec 31 23:59:58 2023
// Dec 31 23:59:58
// 2023-12-31 23:59:58
// 2023-12-31
// 2023-12-31T23:59:58.123Z
// Sun Dec 31 11:59:58 PM UTC 2023
// 23/12/31 .123 ,123
// Z +00 Z
// 2024-01-02 12:00:00.123456789 +0000 UTC Tuesday 2 36h0m2s true
// 2024 1 1704196800 1704196800123 2023-12-31 23:00:00 +0000 UTC 2023-12-31 23:59:58 +0000 UTC
// 0s 0 0 0s 0s
// 1ns 1e-09 1.6666666666666667e-11 0s 0s
// 1.5ms 0.0015 2.5e-05 0s 0s
// 1m30s 90 1.5 1m30s 1m0s
// -3h0m0s -10800 -180 -3h0m0s -3h0m0s
// 100h0m0.000000001s 360000.000000001 6000.000000000016 100h0m0s 100h0m0s
// 2562047h47m16.854775807s 9.223372036854776e+09 1.5372286728091294e+08 2562047h47m16.854775807s 2562047h47m0s
// 1h30m 1h30m0s <nil>
// 1.5s 1.5s <nil>
// -2m3.4s -2m3.4s <nil>
// 300ms 300ms <nil>
// 1d 0s time: unknown unit "d" in duration "1d"
//  0s time: invalid duration ""
// 5 0s time: missing unit in duration "5"
// 1µs 1µs <nil>
// 3us 3µs <nil>
// 2024-02-29 10:00:00 +0000 UTC <nil>
// 0001-01-01 00:00:00 +0000 UTC parsing time "2023-02-29T10:00:00Z": day out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01T00:00:00Z": month out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-01-01 10:00" as "2006-01-02T15:04:05Z07:00": cannot parse " 10:00" as "T"
// 2024-01-01 10:00:00 +0530 +0530 <nil>
// 2023-12-31 18:59:58.123456789 -0500 EST 2023-12-31T18:59:58-05:00
// 1970-01-01 00:00:00 +0000 UTC 0001-01-01 00:00:00 +0000 UTC true
// 2s|1m0s|1000000
// December 12 Saturday 2024-03-03 23:59:58.123456789 +0000 UTC
