package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2023, time.November, 5, 14, 7, 9, 123456789, time.UTC)
	fmt.Println(t)
	fmt.Println(t.Format(time.RFC3339), t.Format(time.RFC3339Nano))
	fmt.Println(t.Format("2006-01-02 15:04:05"), t.Format("Jan 2, 2006 at 3:04pm (MST)"))
	fmt.Println(t.Format(time.Kitchen), t.Format("Mon Jan _2 15:04:05 2006"), t.Format("02/01/06 .000"))
	fmt.Println(t.Year(), t.Month(), t.Day(), t.Weekday(), t.YearDay(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond())
	u := t.Add(36 * time.Hour)
	fmt.Println(u.Sub(t), u.After(t), u.Before(t), t.Equal(t))
	fmt.Println(t.AddDate(0, 3, 30).Format("2006-01-02"))
	fmt.Println(t.Truncate(time.Hour).Format(time.TimeOnly), t.Round(time.Minute).Format(time.DateTime))
	d := 90*time.Minute + 30*time.Second + 5*time.Millisecond
	fmt.Println(d, d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds())
	fmt.Println(time.Duration(1500)*time.Microsecond, time.Duration(0), 2*time.Nanosecond, -3*time.Second)
	fmt.Println(d.Round(time.Minute), d.Truncate(time.Hour), d.String())
	pd, err := time.ParseDuration("1h15m30.5s")
	fmt.Println(pd, err)
	_, err = time.ParseDuration("abc")
	fmt.Println(err)
	p, err := time.Parse("2006-01-02", "2024-02-29")
	fmt.Println(p, err, p.Weekday())
	_, err = time.Parse("2006-01-02", "2024-13-01")
	fmt.Println(err)
	p2, _ := time.Parse(time.RFC3339, "2024-06-01T12:00:00+02:00")
	fmt.Println(p2, p2.UTC(), p2.Unix())
	fmt.Println(time.Unix(1700000000, 0).UTC())
	var zero time.Time
	fmt.Println(zero.IsZero(), zero)
	fmt.Println(time.January.String(), time.Saturday)
	fmt.Printf("%v %s %d\n", time.Second, time.Minute, time.Millisecond)
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc), t.In(loc).Format(time.RFC1123Z))
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.UnixMilli())
}

// Output:
// 2023-11-05 14:07:09.123456789 +0000 UTC
// 2023-11-05T14:07:09Z 2023-11-05T14:07:09.123456789Z
// 2023-11-05 14:07:09 Nov 5, 2023 at 2:07pm (UTC)
// 2:07PM Sun Nov  5 14:07:09 2023 05/11/23 .123
// 2023 November 5 Sunday 309 14 7 9 123456789
// 36h0m0s true false true
// 2024-03-06
// 14:00:00 2023-11-05 14:07:00
// 1h30m30.005s 1.508334722222222 90.50008333333334 5430.005 5430005
// 1.5ms 0s 2ns -3s
// 1h31m0s 1h0m0s 1h30m30.005s
// 1h15m30.5s <nil>
// time: invalid duration "abc"
// 2024-02-29 00:00:00 +0000 UTC <nil> Thursday
// parsing time "2024-13-01": month out of range
// 2024-06-01 12:00:00 +0200 +0200 2024-06-01 10:00:00 +0000 UTC 1717236000
// 2023-11-14 22:13:20 +0000 UTC
// true 0001-01-01 00:00:00 +0000 UTC
// January Saturday
// 1s 1m0s 1000000
// 2023-11-05 09:07:09.123456789 -0500 EST Sun, 05 Nov 2023 09:07:09 -0500
// 2023 44 1699193229123
