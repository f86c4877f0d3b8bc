package main

import (
	"fmt"
	"time"
)

func backoff(attempt int) time.Duration {
	d := 100 * time.Millisecond
	for i := 0; i < attempt; i++ {
		d *= 2
		if d > 5*time.Second {
			return 5 * time.Second
		}
	}
	return d
}

func main() {
	for i := 0; i < 8; i++ {
		fmt.Print(backoff(i), " ")
	}
	fmt.Println()
	d := 3*time.Hour + 4*time.Minute + 5*time.Second + 6*time.Millisecond
	fmt.Println(d, d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds(), d.Microseconds(), d.Nanoseconds())
	fmt.Println(d.Round(time.Hour), d.Round(time.Minute), d.Truncate(time.Second), d.String())
	fmt.Println(time.Duration(1), time.Duration(999), time.Duration(1000), time.Duration(1001000), time.Duration(-1500000000))
	fmt.Println(time.Duration(1<<63-1), time.Duration(-1<<63))
	fmt.Printf("%v %d %s %.1f\n", time.Second, time.Second, time.Minute, time.Duration(90*time.Second).Minutes())
	start := time.Date(2024, 3, 10, 1, 30, 0, 0, time.UTC)
	end := start.Add(25*time.Hour + 30*time.Minute)
	fmt.Println(end.Sub(start), end.Format(time.RFC3339), end.Sub(start) > 24*time.Hour)
	t := time.Date(2023, 1, 31, 0, 0, 0, 0, time.UTC)
	fmt.Println(t.AddDate(0, 1, 0).Format("2006-01-02"), t.AddDate(0, 0, -31).Format("Jan 2"), time.Date(2023, 2, 30, 25, 61, 0, 0, time.UTC))
	for _, s := range []string{"300ms", "-1.5h", "2h45m", "1us", "1µs", ".5s", "0", "3d", "", "1.2.3s"} {
		d, err := time.ParseDuration(s)
		fmt.Println(d, err)
	}
	since := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	fmt.Println(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Sub(since).Hours() / 24)
	fmt.Println(t.Compare(since), since.Compare(t), t.Compare(t))
	m := t.Month()
	fmt.Println(m, int(m), t.Day(), t.Hour(), t.Minute(), t.Second())
	tp, err := time.Parse(time.RFC3339Nano, "2024-06-01T12:00:00.123456789+02:00")
	fmt.Println(tp, err, tp.UTC(), tp.Nanosecond())
	_, off := tp.Zone()
	fmt.Println(off, tp.Location())
	fmt.Println(tp.MarshalJSON())
	b, _ := tp.MarshalText()
	fmt.Println(string(b))
	var t2 time.Time
	fmt.Println(t2.UnmarshalText([]byte("2001-02-03T04:05:06Z")), t2)
}

// Output:
// 100ms 200ms 400ms 800ms 1.6s 3.2s 5s 5s 
// 3h4m5.006s 3.0680572222222224 184.08343333333335 11045.006 11045006 11045006000 11045006000000
// 3h0m0s 3h4m0s 3h4m5s 3h4m5.006s
// 1ns 999ns 1µs 1.001ms -1.5s
// 2562047h47m16.854775807s -2562047h47m16.854775808s
// 1s 1000000000 1m0s 1.5
// 25h30m0s 2024-03-11T03:00:00Z true
// 2023-03-03 Dec 31 2023-03-03 02:01:00 +0000 UTC
// 300ms <nil>
// -1h30m0s <nil>
// 2h45m0s <nil>
// 1µs <nil>
// 1µs <nil>
// 500ms <nil>
// 0s <nil>
// 0s time: unknown unit "d" in duration "3d"
// 0s time: invalid duration ""
// 0s time: missing unit in duration "1.2.3s"
// 1461
// 1 -1 0
// January 1 31 0 0 0
// 2024-06-01 12:00:00.123456789 +0200 +0200 <nil> 2024-06-01 10:00:00.123456789 +0000 UTC 123456789
// 7200 
// [34 50 48 50 52 45 48 54 45 48 49 84 49 50 58 48 48 58 48 48 46 49 50 51 52 53 54 55 56 57 43 48 50 58 48 48 34] <nil>
// 2024-06-01T12:00:00.123456789+02:00
// <nil> 2001-02-03 04:05:06 +0000 UTC
