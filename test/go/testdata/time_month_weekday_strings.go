package main

import (
	"fmt"
	"time"
)

func main() {
	fmt.Println(time.Month(13), time.Month(0), time.Weekday(7), time.Weekday(-1), time.March, time.Saturday)
	fmt.Printf("%v %d %s %q\n", time.December, time.December, time.Month(5), time.Sunday)
	for _, d := range []time.Duration{0, 1, 999, 1000, 1001, 1500000, time.Second - 1, 59 * time.Minute, 100 * time.Hour, -90 * time.Second, 1<<63 - 1, -1 << 63} {
		fmt.Print(d, " ")
	}
	fmt.Println()
	d := 3*time.Hour + 25*time.Minute + 45*time.Second + 500*time.Millisecond
	fmt.Println(d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds(), d.Microseconds(), d.Round(time.Hour), d.Truncate(time.Minute), d.Abs(), (-d).Abs())
	loc := time.FixedZone("UTC+5:30", 5*3600+1800)
	t := time.Date(2023, 12, 31, 23, 59, 59, 999999999, loc)
	fmt.Println(t, t.UTC(), t.Add(time.Nanosecond), t.Location(), t.Nanosecond())
	y, m, dd := t.Date()
	h, mi, s := t.Clock()
	fmt.Println(y, m, dd, h, mi, s, t.YearDay(), t.Unix(), t.IsZero(), time.Time{}.IsZero(), time.Time{})
	a := time.Date(2024, 1, 31, 0, 0, 0, 0, time.UTC)
	fmt.Println(a.AddDate(0, 1, 0), a.AddDate(0, 0, 30), a.AddDate(-1, -1, -1))
	b := time.Date(2024, 3, 10, 12, 0, 0, 0, time.UTC)
	fmt.Println(b.Sub(a), a.Before(b), a.After(b), a.Equal(a.In(loc)), a == a.In(loc), b.Compare(a))
	fmt.Println(time.Date(2024, 2, 30, 25, 61, 0, 0, time.UTC))
	fmt.Println(time.Unix(1700000000, 0).UTC(), time.UnixMilli(-1).UTC(), time.Unix(0, 0).UTC().Format(time.RFC1123Z))
	fmt.Println(t.Format("Jan _2 15:04:05.000000 -0700 MST"), t.Format("3PM Mon 02-Jan-06"), t.Format("2006-01-02T15:04:05.999999999Z07:00"))
	p, err := time.ParseInLocation("2006-01-02 15:04", "2024-07-04 09:30", loc)
	fmt.Println(p, err)
	p2, err := time.Parse("2006-01-02 15:04:05 MST", "2024-07-04 09:30:00 PDT")
	fmt.Println(p2, err, p2.Location())
	p3, err := time.Parse(time.RFC3339Nano, "2024-07-04T09:30:00.123456789Z")
	fmt.Println(p3, err, p3.Round(time.Millisecond), p3.Truncate(time.Second))
	fmt.Println(t.MarshalText())
	var tt time.Time
	fmt.Println(tt.UnmarshalText([]byte("not a time")), tt.UnmarshalText([]byte("2020-02-02T02:02:02Z")), tt)
}

// Output:
// %!Month(13) %!Month(0) %!Weekday(7) %!Weekday(18446744073709551615) March Saturday
// December 12 May "Sunday"
// 0s 1ns 999ns 1µs 1.001µs 1.5ms 999.999999ms 59m0s 100h0m0s -1m30s 2562047h47m16.854775807s -2562047h47m16.854775808s 
// 3.4293055555555556 205.75833333333333 12345.5 12345500 12345500000 3h0m0s 3h25m0s 3h25m45.5s 3h25m45.5s
// 2023-12-31 23:59:59.999999999 +0530 UTC+5:30 2023-12-31 18:29:59.999999999 +0000 UTC 2024-01-01 00:00:00 +0530 UTC+5:30 UTC+5:30 999999999
// 2023 December 31 23 59 59 365 1704047399 false true 0001-01-01 00:00:00 +0000 UTC
// 2024-03-02 00:00:00 +0000 UTC 2024-03-01 00:00:00 +0000 UTC 2022-12-30 00:00:00 +0000 UTC
// 948h0m0s true false true false 1
// 2024-03-02 02:01:00 +0000 UTC
// 2023-11-14 22:13:20 +0000 UTC 1969-12-31 23:59:59.999 +0000 UTC Thu, 01 Jan 1970 00:00:00 +0000
// Dec 31 23:59:59.999999 +0530 UTC+5:30 11PM Sun 31-Dec-23 2023-12-31T23:59:59.999999999+05:30
// 2024-07-04 09:30:00 +0530 UTC+5:30 <nil>
// 2024-07-04 09:30:00 +0000 PDT <nil> PDT
// 2024-07-04 09:30:00.123456789 +0000 UTC <nil> 2024-07-04 09:30:00.123 +0000 UTC 2024-07-04 09:30:00 +0000 UTC
// [50 48 50 51 45 49 50 45 51 49 84 50 51 58 53 57 58 53 57 46 57 57 57 57 57 57 57 57 57 43 48 53 58 51 48] <nil>
// parsing time "not a time" as "2006-01-02T15:04:05Z07:00": cannot parse "not a time" as "2006" <nil> 2020-02-02 02:02:02 +0000 UTC
