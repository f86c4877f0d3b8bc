package main

import (
	"fmt"
	"time"
)

func humanize(d time.Duration) string {
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm%ds", int(d.Minutes()), int(d.Seconds())%60)
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	default:
		return fmt.Sprintf("%dd", int(d.Hours()/24))
	}
}

func main() {
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	fmt.Println(t)
	fmt.Println(t.Format(time.RFC3339), t.Format(time.RFC3339Nano), t.Format(time.Kitchen))
	fmt.Println(t.Format("2006-01-02 15:04:05.000 Mon Jan"), t.Format("02/01/06 3PM"), t.YearDay(), t.Weekday())
	fmt.Println(t.AddDate(1, 0, 0).Format(time.DateOnly), t.Add(36*time.Hour).Format(time.DateTime))
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.Unix(), t.UnixMilli(), t.Truncate(time.Hour).Format(time.TimeOnly))
	for _, d := range []time.Duration{0, 1500 * time.Millisecond, 90 * time.Second, 3*time.Hour + 25*time.Minute, 100 * time.Hour, -2 * time.Second, 1234 * time.Microsecond} {
		fmt.Printf("%v %s %q\n", d, humanize(d), d.Round(time.Second).String())
	}
	for _, s := range []string{"1h30m", "250ms", "2.5h", "-1m", "1d", "", "3 seconds"} {
		d, err := time.ParseDuration(s)
		fmt.Println(d, err)
	}
	p, err := time.Parse("2006-01-02", "2024-13-01")
	fmt.Println(p, err)
	p, err = time.Parse(time.RFC3339, "2024-06-01T10:00:00+02:00")
	fmt.Println(p, p.UTC(), err)
	a := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	b := time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)
	fmt.Println(b.Sub(a), b.After(a), a.Equal(a.In(time.FixedZone("X", 3600))), a.IsZero(), time.Time{}.IsZero())
	fmt.Println(time.Duration(1<<63-1), time.Month(13), time.Saturday+1)
}

// Output:
// 2024-02-29 13:04:05.123456789 +0000 UTC
// 2024-02-29T13:04:05Z 2024-02-29T13:04:05.123456789Z 1:04PM
// 2024-02-29 13:04:05.123 Thu Feb 29/02/24 1PM 60 Thursday
// 2025-03-01 2024-03-02 01:04:05
// 2024 9 1709211845 1709211845123 13:00:00
// 0s 0s "0s"
// 1.5s 1s "2s"
// 1m30s 1m30s "1m30s"
// 3h25m0s 3h "3h25m0s"
// 100h0m0s 4d "100h0m0s"
// -2s -2s "-2s"
// 1.234ms 0s "0s"
// 1h30m0s <nil>
// 250ms <nil>
// 2h30m0s <nil>
// -1m0s <nil>
// 0s time: unknown unit "d" in duration "1d"
// 0s time: invalid duration ""
// 0s time: unknown unit " seconds" in duration "3 seconds"
// 0001-01-01 00:00:00 +0000 UTC parsing time "2024-13-01": month out of range
// 2024-06-01 10:00:00 +0200 +0200 2024-06-01 08:00:00 +0000 UTC <nil>
// 1452h0m0s true true false true
// 2562047h47m16.854775807s %!Month(13) %!Weekday(7)
