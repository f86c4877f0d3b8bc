package main

import (
	"fmt"
	"time"
)

func backoff(base, max time.Duration, n int) time.Duration {
	d := base << n
	if d > max || d <= 0 {
		return max
	}
	return d
}

func main() {
	for i := 0; i < 12; i += 2 {
		fmt.Println(i, backoff(5*time.Millisecond, 1000*time.Second, i))
	}
	ds := []time.Duration{0, 1, 999, 1000, 1500 * time.Microsecond, 59*time.Second + 999*time.Millisecond, 90 * time.Minute, -2 * time.Hour, 1<<63 - 1, -1 << 63, 100 * time.Hour}
	for _, d := range ds {
		fmt.Printf("%v|%s|%d|%.3f|%.2f|%v|%v\n", d, d, d, d.Seconds(), d.Minutes(), d.Truncate(time.Second), d.Round(time.Minute))
	}
	fmt.Printf("%8v|%-8v|%q|%x\n", time.Second, time.Minute, 3*time.Millisecond, time.Duration(255))
	d := 3*time.Hour + 4*time.Minute + 5*time.Second + 6*time.Millisecond
	fmt.Println(d.Hours(), d.Milliseconds(), d.Microseconds(), d.Nanoseconds(), d.Abs(), (-d).Abs())
	fmt.Println(d.Round(0), d.Round(7*time.Second), d.Truncate(-1), d.Round(time.Hour))
	for _, s := range []string{"1h2m3.5s", "-1.5h", "300ms", "1us", "1µs", "2h45m", ".5s", "1d", "", "3", "1e3s", "9223372036854775808ns"} {
		v, err := time.ParseDuration(s)
		fmt.Printf("%q => %v, %v\n", s, v, err)
	}
	t := time.Date(2024, 2, 29, 23, 59, 59, 999_999_999, time.UTC)
	fmt.Println(t.Add(time.Nanosecond), t.AddDate(1, 0, 0), t.AddDate(0, 1, 0))
	fmt.Println(t.Truncate(time.Hour), t.Round(time.Second), t.Round(24*time.Hour))
	fmt.Println(t.Weekday(), t.YearDay(), t.Unix(), t.UnixMilli(), t.Month(), int(t.Month()))
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.IsZero(), time.Time{}.IsZero(), time.Time{})
	est := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(est), t.In(est).Format(time.RFC1123Z), t.In(est).Format(time.RFC822))
	fmt.Println(t.Equal(t.In(est)), t == t.In(est), t.Before(t.Add(1)), t.Compare(t.Add(-1)))
	for _, layout := range []string{time.ANSIC, time.UnixDate, time.RFC850, time.StampMicro, "2006-01-02T15:04:05.999Z07:00", "06/1/2 3:4:5 PM MST", "Monday, January 2, 2006 at 3pm (.000000)", "2006 002 __2", time.DateTime, time.DateOnly, time.TimeOnly} {
		fmt.Println(t.In(est).Format(layout))
	}
	for _, in := range []string{"2024-02-30", "2024-13-01", "24-01-01", "2024-01-01T10:00:00Z"} {
		p, err := time.Parse(time.DateOnly, in)
		fmt.Println(p, err)
	}
	p, err := time.Parse(time.RFC3339, "2024-05-06T07:08:09+02:00")
	fmt.Println(p, err, p.UTC())
	_, err = time.Parse(time.RFC3339, "2024-05-06 07:08:09")
	fmt.Println(err)
	_, err = time.Parse("15:04", "25:00")
	fmt.Println(err)
	fmt.Println(t.Sub(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)), time.Unix(1700000000, 5).UTC(), time.UnixMilli(-1).UTC())
	mt, _ := t.MarshalText()
	js, _ := t.In(est).MarshalJSON()
	fmt.Println(string(mt), string(js))
}

// Output:
// 0 5ms
// 2 20ms
// 4 80ms
// 6 320ms
// 8 1.28s
// 10 5.12s
// 0s|0s|0|0.000|0.00|0s|0s
// 1ns|1ns|1|0.000|0.00|0s|0s
// 999ns|999ns|999|0.000|0.00|0s|0s
// 1µs|1µs|1000|0.000|0.00|0s|0s
// 1.5ms|1.5ms|1500000|0.002|0.00|0s|0s
// 59.999s|59.999s|59999000000|59.999|1.00|59s|1m0s
// 1h30m0s|1h30m0s|5400000000000|5400.000|90.00|1h30m0s|1h30m0s
// -2h0m0s|-2h0m0s|-7200000000000|-7200.000|-120.00|-2h0m0s|-2h0m0s
// 2562047h47m16.854775807s|2562047h47m16.854775807s|9223372036854775807|9223372036.855|153722867.28|2562047h47m16s|2562047h47m0s
// -2562047h47m16.854775808s|-2562047h47m16.854775808s|-9223372036854775808|-9223372036.855|-153722867.28|-2562047h47m16s|-2562047h47m0s
// 100h0m0s|100h0m0s|360000000000000|360000.000|6000.00|100h0m0s|100h0m0s
//       1s|1m0s    |"3ms"|3235356e73
// 3.0680572222222224 11045006 11045006000 11045006000000 3h4m5.006s 3h4m5.006s
// 3h4m5.006s 3h4m6s 3h4m5.006s 3h0m0s
// "1h2m3.5s" => 1h2m3.5s, <nil>
// "-1.5h" => -1h30m0s, <nil>
// "300ms" => 300ms, <nil>
// "1us" => 1µs, <nil>
// "1µs" => 1µs, <nil>
// "2h45m" => 2h45m0s, <nil>
// ".5s" => 500ms, <nil>
// "1d" => 0s, time: unknown unit "d" in duration "1d"
// "" => 0s, time: invalid duration ""
// "3" => 0s, time: missing unit in duration "3"
// "1e3s" => 0s, time: unknown unit "e" in duration "1e3s"
// "9223372036854775808ns" => 0s, time: invalid duration "9223372036854775808ns"
// 2024-03-01 00:00:00 +0000 UTC 2025-03-01 23:59:59.999999999 +0000 UTC 2024-03-29 23:59:59.999999999 +0000 UTC
// 2024-02-29 23:00:00 +0000 UTC 2024-03-01 00:00:00 +0000 UTC 2024-03-01 00:00:00 +0000 UTC
// Thursday 60 1709251199 1709251199999 February 2
// 2024 9 false true 0001-01-01 00:00:00 +0000 UTC
// 2024-02-29 18:59:59.999999999 -0500 EST Thu, 29 Feb 2024 18:59:59 -0500 29 Feb 24 18:59 EST
// true false true 1
// Thu Feb 29 18:59:59 2024
// Thu Feb 29 18:59:59 EST 2024
// Thursday, 29-Feb-24 18:59:59 EST
// Feb 29 18:59:59.999999
// 2024-02-29T18:59:59.999-05:00
// 24/2/29 6:59:59 PM EST
// Thursday, February 29, 2024 at 6pm (.999999)
// 2024 060  60
// 2024-02-29 18:59:59
// 2024-02-29
// 18:59:59
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-02-30": day out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01": month out of range
// 0001-01-01 00:00:00 +0000 UTC parsing time "24-01-01" as "2006-01-02": cannot parse "24-01-01" as "2006"
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-01-01T10:00:00Z": extra text: "T10:00:00Z"
// 2024-05-06 07:08:09 +0200 +0200 <nil> 2024-05-06 05:08:09 +0000 UTC
// parsing time "2024-05-06 07:08:09" as "2006-01-02T15:04:05Z07:00": cannot parse " 07:08:09" as "T"
// parsing time "25:00": hour out of range
// 211823h59m59.999999999s 2023-11-14 22:13:20.000000005 +0000 UTC 1969-12-31 23:59:59.999 +0000 UTC
// 2024-02-29T23:59:59.999999999Z "2024-02-29T18:59:59.999999999-05:00"
