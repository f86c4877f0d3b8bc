package main

import (
	"fmt"
	"time"
)

func main() {
	durations := []time.Duration{0, 1, 999, 1000, 1500 * time.Microsecond, time.Second, 61 * time.Second, 3601 * time.Second, 100 * time.Hour, -90 * time.Minute, 1<<63 - 1}
	for _, d := range durations {
		fmt.Printf("%v|%s|%d|%.2f\n", d, d, d, d.Seconds())
	}
	timeout := 5 * time.Second
	n := 3
	fmt.Println(timeout*time.Duration(n), timeout/2, timeout%time.Second == 0, time.Duration(n)*time.Millisecond)
	fmt.Println(time.Duration(2.5*float64(time.Second)), (2 * time.Hour).Minutes(), time.Hour.Round(7*time.Minute))
	start := time.Date(2024, 1, 31, 0, 0, 0, 0, time.UTC)
	fmt.Println(start.AddDate(0, 1, 0).Format("Jan 2"), start.Add(-24*time.Hour).Weekday())
	deadline := start.Add(90 * time.Minute)
	fmt.Println(deadline.Sub(start), deadline.Compare(start), start.Compare(deadline), start.Equal(start.UTC()))
	t1 := time.Date(2024, 3, 10, 12, 0, 0, 0, time.UTC)
	days := t1.Sub(start).Hours() / 24
	fmt.Println(days, t1.Month() == time.March, int(t1.Month()))
	fmt.Println(t1.Format("Monday, 02-Jan-06 15:04:05 MST"), t1.Format(time.ANSIC), t1.Format(time.RFC822))
	fmt.Println(t1.Format("2006-01-02T15:04:05.000Z07:00"), t1.Format("3PM"), t1.Format("15h04"))
	d, _ := time.ParseDuration("-1.5h")
	fmt.Println(d, d.Abs(), time.Duration(1234567890).Truncate(time.Millisecond))
	fmt.Println(time.Unix(0, 0).UTC().Format(time.RFC3339), time.UnixMilli(1700000000123).UTC())
}

// Output:
// 0s|0s|0|0.00
// 1ns|1ns|1|0.00
// 999ns|999ns|999|0.00
// 1µs|1µs|1000|0.00
// 1.5ms|1.5ms|1500000|0.00
// 1s|1s|1000000000|1.00
// 1m1s|1m1s|61000000000|61.00
// 1h0m1s|1h0m1s|3601000000000|3601.00
// 100h0m0s|100h0m0s|360000000000000|360000.00
// -1h30m0s|-1h30m0s|-5400000000000|-5400.00
// 2562047h47m16.854775807s|2562047h47m16.854775807s|9223372036854775807|9223372036.85
// 15s 2.5s true 3ms
// 2.5s 120 1h3m0s
// Mar 2 Tuesday
// 1h30m0s 1 -1 true
// 39.5 true 3
// Sunday, 10-Mar-24 12:00:00 UTC Sun Mar 10 12:00:00 2024 10 Mar 24 12:00 UTC
// 2024-03-10T12:00:00.000Z 12PM 12h00
// -1h30m0s 1h30m0s 1.234s
// 1970-01-01T00:00:00Z 2023-11-14 22:13:20.123 +0000 UTC
