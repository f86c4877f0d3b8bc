package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	layouts := []string{
		time.RFC3339, time.RFC3339Nano, time.RFC1123, time.RFC822Z, time.Kitchen, time.ANSIC,
		time.StampMilli, time.DateTime, time.DateOnly, time.TimeOnly,
		"2006-01-02T15:04:05.000Z07:00", "Mon Jan _2 3:4:5 PM 06", "02/01/2006 15h04", "Monday, January 2, 2006",
		"2006.002 day-of-year", ".999 .000 ,999", "__2 Z0700 -07 MST",
	}
	for _, l := range layouts {
		fmt.Printf("%-34q %s\n", l, t.Format(l))
	}
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc).Format(time.RFC3339), t.In(loc))

	parses := [][2]string{
		{"2006-01-02", "2023-13-01"},
		{"2006-01-02", "2023-02-30"},
		{"2006-01-02", "2023-1-5"},
		{"2006-01-02 15:04", "2023-01-05 25:00"},
		{time.RFC3339, "2023-01-05T10:00:00"},
		{time.RFC3339, "2023-01-05T10:00:00+05:30"},
		{"Jan 2, 2006", "Feb 31, 2023"},
		{"Jan 2, 2006", "Foo 3, 2023"},
		{"15:04:05", "12:60:00"},
		{"2006-01-02", "2023-01-05 extra"},
		{time.Kitchen, "3:04AM"},
		{time.Kitchen, "13:04PM"},
		{"2006-01-02T15:04:05.000", "2023-01-05T10:00:00.12"},
		{"Monday 2006-01-02", "Tuesday 2024-02-29"},
	}
	for _, p := range parses {
		v, err := time.Parse(p[0], p[1])
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println("ok:", v)
	}
	for _, s := range []string{"1h30m", "90s", "1.5h", "-2m3.5s", "1d", "", "3", "1µs", "2h45m30.5s"} {
		d, err := time.ParseDuration(s)
		fmt.Println(d, err)
	}
	d := 36*time.Hour + 90*time.Second + 5*time.Millisecond
	fmt.Println(d, d.Hours(), d.Truncate(time.Hour), d.Round(time.Minute), time.Duration(1500)*time.Nanosecond)
	fmt.Println(t.Weekday(), t.YearDay(), t.AddDate(0, 1, 0).Format(time.DateOnly), t.AddDate(1, 0, 0).Format(time.DateOnly))
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.Truncate(time.Hour).Format(time.TimeOnly), t.Unix(), t.UnixMilli())
}

// Output:
// "2006-01-02T15:04:05Z07:00"        2024-02-29T13:04:05Z
// "2006-01-02T15:04:05.999999999Z07:00" 2024-02-29T13:04:05.123456789Z
// "Mon, 02 Jan 2006 15:04:05 MST"    Thu, 29 Feb 2024 13:04:05 UTC
// "02 Jan 06 15:04 -0700"            29 Feb 24 13:04 +0000
// "3:04PM"                           1:04PM
// "Mon Jan _2 15:04:05 2006"         Thu Feb 29 13:04:05 2024
// "Jan _2 15:04:05.000"              Feb 29 13:04:05.123
// "2006-01-02 15:04:05"              2024-02-29 13:04:05
// "2006-01-02"                       2024-02-29
// "15:04:05"                         13:04:05
// "2006-01-02T15:04:05.000Z07:00"    2024-02-29T13:04:05.123Z
// "Mon Jan _2 3:4:5 PM 06"           Thu Feb 29 1:4:5 PM 24
// "02/01/2006 15h04"                 29/02/2024 13h04
// "Monday, January 2, 2006"          Thursday, February 29, 2024
// "2006.002 day-of-year"             2024.060 day-of-year
// ".999 .000 ,999"                   .123 .123 ,123
// "__2 Z0700 -07 MST"                 60 Z +00 UTC
// 2024-02-29T08:04:05-05:00 2024-02-29 08:04:05.123456789 -0500 EST
// error: parsing time "2023-13-01": month out of range
// error: parsing time "2023-02-30": day out of range
// error: parsing time "2023-1-5" as "2006-01-02": cannot parse "1-5" as "01"
// error: parsing time "2023-01-05 25:00": hour out of range
// error: parsing time "2023-01-05T10:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00"
// ok: 2023-01-05 10:00:00 +0530 +0530
// error: parsing time "Feb 31, 2023": day out of range
// error: parsing time "Foo 3, 2023" as "Jan 2, 2006": cannot parse "Foo 3, 2023" as "Jan"
// error: parsing time "12:60:00": minute out of range
// error: parsing time "2023-01-05 extra": extra text: " extra"
// ok: 0000-01-01 03:04:00 +0000 UTC
// error: parsing time "13:04PM": hour out of range
// error: parsing time "2023-01-05T10:00:00.12" as "2006-01-02T15:04:05.000": cannot parse ".12" as ".000"
// ok: 2024-02-29 00:00:00 +0000 UTC
// 1h30m0s <nil>
// 1m30s <nil>
// 1h30m0s <nil>
// -2m3.5s <nil>
// 0s time: unknown unit "d" in duration "1d"
// 0s time: invalid duration ""
// 0s time: missing unit in duration "3"
// 1µs <nil>
// 2h45m30.5s <nil>
// 36h1m30.005s 36.02500138888889 36h0m0s 36h2m0s 1.5µs
// Thursday 60 2024-03-29 2025-03-01
// 2024 9 13:00:00 1709211845 1709211845123
