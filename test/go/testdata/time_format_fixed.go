package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	layouts := []string{
		time.RFC3339, time.RFC3339Nano, time.RFC1123, time.RFC1123Z, time.RFC822, time.Kitchen,
		time.ANSIC, time.UnixDate, time.Stamp, time.StampMilli, time.DateTime, time.DateOnly, time.TimeOnly,
		"2006-01-02T15:04:05.000Z07:00", "Mon Jan _2 3:04PM", "02/01/06 15h04", ".999999 .000 ,000",
		"Monday, January 2, 2006", "__2 002", "pm PM 03 3",
	}
	for _, l := range layouts {
		fmt.Printf("%-40q %s\n", l, t.Format(l))
	}
	fmt.Println(t)
	fmt.Println(t.Weekday(), t.YearDay(), t.Unix(), t.UnixMilli(), t.Nanosecond())
	y, w := t.ISOWeek()
	fmt.Println(y, w)
	fmt.Println(t.Add(36*time.Hour).Format(time.DateOnly), t.AddDate(1, 0, 0).Format(time.DateOnly), t.AddDate(0, 1, 1))
	u := t.Truncate(time.Hour)
	fmt.Println(u, t.Round(time.Second), t.Sub(u))
	est := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(est), t.In(est).Format(time.RFC822Z))
	p, err := time.Parse("2006-01-02 15:04", "2023-07-04 09:30")
	fmt.Println(p, err)
	_, err = time.Parse(time.RFC3339, "2023-13-01T00:00:00Z")
	fmt.Println(err)
	_, err = time.Parse("2006-01-02", "July 4")
	fmt.Println(err)
	ds := []time.Duration{0, 1500 * time.Millisecond, 90 * time.Minute, 3*time.Hour + 25*time.Second, 250 * time.Microsecond, 42 * time.Nanosecond, -2 * time.Second}
	for _, d := range ds {
		fmt.Print(d, " ")
	}
	fmt.Println()
	d, err := time.ParseDuration("1h15m30.5s")
	fmt.Println(d, d.Minutes(), d.Round(time.Minute), d.Truncate(time.Hour), err)
	_, err = time.ParseDuration("5 minutes")
	fmt.Println(err)
	a := time.Date(2023, 12, 31, 0, 0, 0, 0, time.UTC)
	fmt.Println(a.Before(t), a.After(t), a.Equal(a.In(est)), t.Sub(a).Hours())
	var zero time.Time
	fmt.Println(zero, zero.IsZero(), zero.Unix())
	fmt.Println(time.Unix(1700000000, 0).UTC(), time.Month(13), time.Saturday+1)
}

// Output:
// "2006-01-02T15:04:05Z07:00"              2024-02-29T13:04:05Z
// "2006-01-02T15:04:05.999999999Z07:00"    2024-02-29T13:04:05.123456789Z
// "Mon, 02 Jan 2006 15:04:05 MST"          Thu, 29 Feb 2024 13:04:05 UTC
// "Mon, 02 Jan 2006 15:04:05 -0700"        Thu, 29 Feb 2024 13:04:05 +0000
// "02 Jan 06 15:04 MST"                    29 Feb 24 13:04 UTC
// "3:04PM"                                 1:04PM
// "Mon Jan _2 15:04:05 2006"               Thu Feb 29 13:04:05 2024
// "Mon Jan _2 15:04:05 MST 2006"           Thu Feb 29 13:04:05 UTC 2024
// "Jan _2 15:04:05"                        Feb 29 13:04:05
// "Jan _2 15:04:05.000"                    Feb 29 13:04:05.123
// "2006-01-02 15:04:05"                    2024-02-29 13:04:05
// "2006-01-02"                             2024-02-29
// "15:04:05"                               13:04:05
// "2006-01-02T15:04:05.000Z07:00"          2024-02-29T13:04:05.123Z
// "Mon Jan _2 3:04PM"                      Thu Feb 29 1:04PM
// "02/01/06 15h04"                         29/02/24 13h04
// ".999999 .000 ,000"                      .123456 .123 ,123
// "Monday, January 2, 2006"                Thursday, February 29, 2024
// "__2 002"                                 60 060
// "pm PM 03 3"                             pm PM 01 1
// 2024-02-29 13:04:05.123456789 +0000 UTC
// Thursday 60 1709211845 1709211845123 123456789
// 2024 9
// 2024-03-02 2025-03-01 2024-03-30 13:04:05.123456789 +0000 UTC
// 2024-02-29 13:00:00 +0000 UTC 2024-02-29 13:04:05 +0000 UTC 4m5.123456789s
// 2024-02-29 08:04:05.123456789 -0500 EST 29 Feb 24 08:04 -0500
// 2023-07-04 09:30:00 +0000 UTC <nil>
// parsing time "2023-13-01T00:00:00Z": month out of range
// parsing time "July 4" as "2006-01-02": cannot parse "July 4" as "2006"
// 0s 1.5s 1h30m0s 3h0m25s 250µs 42ns -2s 
// 1h15m30.5s 75.50833333333334 1h16m0s 1h0m0s <nil>
// time: unknown unit " minutes" in duration "5 minutes"
// true false true 1453.068089849108
// 0001-01-01 00:00:00 +0000 UTC true -62135596800
// 2023-11-14 22:13:20 +0000 UTC %!Month(13) %!Weekday(7)
