package main

import (
	"fmt"
	"math"
	"time"
)

func main() {
	ds := []time.Duration{
		0, 1, 999, time.Microsecond, 1500 * time.Microsecond, time.Second, 90 * time.Minute,
		-2 * time.Second, 36*time.Hour + 5*time.Second + 7*time.Millisecond,
		time.Duration(math.MaxInt64), time.Duration(math.MinInt64),
	}
	for _, d := range ds {
		fmt.Printf("%-22v %-22s %d %.3f %.2f %v\n", d, d.String(), int64(d), d.Seconds(), d.Minutes(), d.Hours() > 1)
	}
	d := 3*time.Hour + 25*time.Minute + 45*time.Second + 500*time.Millisecond
	fmt.Println(d.Round(time.Hour), d.Round(time.Minute), d.Truncate(time.Minute), d.Round(0), d.Truncate(-1))
	fmt.Println(d.Milliseconds(), d.Microseconds(), d.Nanoseconds(), (-d).Abs(), time.Duration(math.MinInt64).Abs())
	for _, s := range []string{"1h30m", "1.5h", "300ms", "-1m30s", "2us", "2µs", "1h1h", "", "3", "1d", "9223372036854775808ns", ".5s", "+5m"} {
		d, err := time.ParseDuration(s)
		fmt.Printf("%q => %v %v\n", s, d, err)
	}
	timeout := 2 * time.Second
	fmt.Println(timeout/3, timeout*3, timeout%(700*time.Millisecond), timeout/time.Millisecond)
	n := 5
	fmt.Println(time.Duration(n)*time.Second, time.Duration(1.5*float64(time.Second)))
	fmt.Printf("%T %v %d %x %q\n", timeout, timeout, timeout, timeout, timeout)
	type Config struct {
		Timeout time.Duration
		Retry   *time.Duration
	}
	fmt.Printf("%+v\n", Config{Timeout: time.Minute})
	fmt.Printf("%#v\n", Config{Timeout: time.Minute})
	t := time.Date(2024, time.February, 28, 23, 30, 0, 0, time.UTC)
	t2 := t.Add(90 * time.Minute)
	fmt.Println(t2, t2.Sub(t), t.Sub(t2), t2.After(t), t.AddDate(0, 0, 2).Format("2006-01-02 Mon"))
	fmt.Println(t.Truncate(24*time.Hour), t.Round(time.Hour).Format(time.Kitchen), t.YearDay(), t.Weekday())
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.Unix(), t.UnixMilli(), t.Format(time.RFC3339Nano), t.Format(time.RFC1123))
	var zero time.Time
	fmt.Println(zero, zero.IsZero(), zero.Unix())
	elapsed := time.Since(time.Now())
	fmt.Println(elapsed < time.Second)
	fmt.Println(time.Unix(1700000000, 0).UTC(), time.UnixMilli(1).UTC().Format(time.StampMilli))
	dd := time.Duration(1<<63 - 1)
	fmt.Println(dd+1 < 0, dd.Round(time.Hour), dd.Truncate(24*time.Hour))
}

// Output:
// 0s                     0s                     0 0.000 0.00 false
// 1ns                    1ns                    1 0.000 0.00 false
// 999ns                  999ns                  999 0.000 0.00 false
// 1µs                    1µs                    1000 0.000 0.00 false
// 1.5ms                  1.5ms                  1500000 0.002 0.00 false
// 1s                     1s                     1000000000 1.000 0.02 false
// 1h30m0s                1h30m0s                5400000000000 5400.000 90.00 true
// -2s                    -2s                    -2000000000 -2.000 -0.03 false
// 36h0m5.007s            36h0m5.007s            129605007000000 129605.007 2160.08 true
// 2562047h47m16.854775807s 2562047h47m16.854775807s 9223372036854775807 9223372036.855 153722867.28 true
// -2562047h47m16.854775808s -2562047h47m16.854775808s -9223372036854775808 -9223372036.855 -153722867.28 false
// 3h0m0s 3h26m0s 3h25m0s 3h25m45.5s 3h25m45.5s
// 12345500 12345500000 12345500000000 3h25m45.5s 2562047h47m16.854775807s
// "1h30m" => 1h30m0s <nil>
// "1.5h" => 1h30m0s <nil>
// "300ms" => 300ms <nil>
// "-1m30s" => -1m30s <nil>
// "2us" => 2µs <nil>
// "2µs" => 2µs <nil>
// "1h1h" => 2h0m0s <nil>
// "" => 0s time: invalid duration ""
// "3" => 0s time: missing unit in duration "3"
// "1d" => 0s time: unknown unit "d" in duration "1d"
// "9223372036854775808ns" => 0s time: invalid duration "9223372036854775808ns"
// ".5s" => 500ms <nil>
// "+5m" => 5m0s <nil>
// 666.666666ms 6s 600ms 2µs
// 5s 1.5s
// time.Duration 2s 2000000000 3273 "2s"
// {Timeout:1m0s Retry:<nil>}
// main.Config{Timeout:60000000000, Retry:(*time.Duration)(nil)}
// 2024-02-29 01:00:00 +0000 UTC 1h30m0s -1h30m0s true 2024-03-01 Fri
// 2024-02-28 00:00:00 +0000 UTC 12:00AM 59 Wednesday
// 2024 9 1709163000 1709163000000 2024-02-28T23:30:00Z Wed, 28 Feb 2024 23:30:00 UTC
// 0001-01-01 00:00:00 +0000 UTC true -62135596800
// true
// 2023-11-14 22:13:20 +0000 UTC Jan  1 00:00:00.001
// true 2562047h47m16.854775807s 2562024h0m0s
