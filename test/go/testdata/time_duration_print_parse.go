package main

import (
	"fmt"
	"time"
)

func main() {
	ds := []time.Duration{0, 1, 999, time.Microsecond, 1500 * time.Microsecond, time.Second, 90 * time.Minute, -2*time.Hour - 3*time.Millisecond, 1<<63 - 1, -1 << 63, 36 * time.Hour}
	for _, d := range ds {
		fmt.Printf("%v | %s | %d | %.3f h | %v | %v\n", d, d.String(), int64(d), d.Hours(), d.Round(time.Second), d.Truncate(time.Minute))
	}
	inputs := []string{"1h2m3s", "1.5h", "-3m", "300ms", "2us", "2µs", "1d", "", "5", "1h-2m", ".5s", "9999999999h", "0", "+10s", "3ns4", "1e3s"}
	for _, in := range inputs {
		d, err := time.ParseDuration(in)
		fmt.Printf("%q -> %v, %v\n", in, d, err)
	}
	fmt.Println(time.Duration(1.5*float64(time.Second)), time.Second.Seconds(), time.Minute.Milliseconds(), (1500 * time.Millisecond).Abs())
	fmt.Printf("%#v %T %x\n", time.Second, time.Second, time.Second)
	t := time.Date(2024, 2, 29, 13, 4, 5, 123456789, time.UTC)
	fmt.Println(t, t.Add(24*time.Hour).Format(time.RFC3339Nano), t.AddDate(1, 0, 0).Format("2006-01-02"))
	fmt.Println(t.Format("Mon Jan _2 03:04:05.000 PM MST 2006"), t.Weekday(), t.YearDay())
	_, err := time.Parse("2006-01-02", "2024-13-01")
	fmt.Println(err)
	_, err = time.Parse(time.RFC3339, "2024-01-01 10:00:00")
	fmt.Println(err)
	_, err = time.Parse("15:04", "25:00")
	fmt.Println(err)
	t2, err := time.Parse("Jan 2 2006 15:04 MST", "Feb 3 2023 10:30 PST")
	fmt.Println(t2, err)
	fmt.Println(t.Sub(t2).Round(time.Hour), t2.Before(t), t.Truncate(time.Hour).Format(time.Kitchen))
}

// Output:
// 0s | 0s | 0 | 0.000 h | 0s | 0s
// 1ns | 1ns | 1 | 0.000 h | 0s | 0s
// 999ns | 999ns | 999 | 0.000 h | 0s | 0s
// 1µs | 1µs | 1000 | 0.000 h | 0s | 0s
// 1.5ms | 1.5ms | 1500000 | 0.000 h | 0s | 0s
// 1s | 1s | 1000000000 | 0.000 h | 1s | 0s
// 1h30m0s | 1h30m0s | 5400000000000 | 1.500 h | 1h30m0s | 1h30m0s
// -2h0m0.003s | -2h0m0.003s | -7200003000000 | -2.000 h | -2h0m0s | -2h0m0s
// 2562047h47m16.854775807s | 2562047h47m16.854775807s | 9223372036854775807 | 2562047.788 h | 2562047h47m16.854775807s | 2562047h47m0s
// -2562047h47m16.854775808s | -2562047h47m16.854775808s | -9223372036854775808 | -2562047.788 h | -2562047h47m16.854775808s | -2562047h47m0s
// 36h0m0s | 36h0m0s | 129600000000000 | 36.000 h | 36h0m0s | 36h0m0s
// "1h2m3s" -> 1h2m3s, <nil>
// "1.5h" -> 1h30m0s, <nil>
// "-3m" -> -3m0s, <nil>
// "300ms" -> 300ms, <nil>
// "2us" -> 2µs, <nil>
// "2µs" -> 2µs, <nil>
// "1d" -> 0s, time: unknown unit "d" in duration "1d"
// "" -> 0s, time: invalid duration ""
// "5" -> 0s, time: missing unit in duration "5"
// "1h-2m" -> 0s, time: unknown unit "h-" in duration "1h-2m"
// ".5s" -> 500ms, <nil>
// "9999999999h" -> 0s, time: invalid duration "9999999999h"
// "0" -> 0s, <nil>
// "+10s" -> 10s, <nil>
// "3ns4" -> 0s, time: missing unit in duration "3ns4"
// "1e3s" -> 0s, time: unknown unit "e" in duration "1e3s"
// 1.5s 1 60000 1.5s
// 1000000000 time.Duration 3173
// 2024-02-29 13:04:05.123456789 +0000 UTC 2024-03-01T13:04:05.123456789Z 2025-03-01
// Thu Feb 29 01:04:05.123 PM UTC 2024 Thursday 60
// parsing time "2024-13-01": month out of range
// parsing time "2024-01-01 10:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse " 10:00:00" as "T"
// parsing time "25:00": hour out of range
// 2023-02-03 10:30:00 +0000 PST <nil>
// 9387h0m0s true 1:00PM
