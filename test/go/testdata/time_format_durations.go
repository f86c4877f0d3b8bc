package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	layouts := []string{
		time.RFC3339, time.RFC3339Nano, time.Kitchen, time.ANSIC, time.RFC822Z,
		"2006-01-02", "02/01/06 15:04", "Mon Jan _2 3:04PM", "2006-01-02T15:04:05.000Z07:00",
		"Jan 2, 2006 at 3:04pm (MST)", ".999 .000 .9", "__2 002",
	}
	for _, l := range layouts {
		fmt.Printf("%-32q %s\n", l, t.Format(l))
	}

	d := 90*time.Minute + 30*time.Second + 250*time.Millisecond
	fmt.Println(d, d.Hours(), d.Minutes(), d.Round(time.Minute), d.Truncate(time.Hour))
	fmt.Println(time.Duration(1500)*time.Microsecond, time.Duration(0), -2*time.Second, time.Duration(1))

	for _, s := range []string{"1h15m", "300ms", "-1.5h", "2h45m30.5s", "1d", "10", ""} {
		d, err := time.ParseDuration(s)
		fmt.Printf("%q -> %v %v\n", s, d, err)
	}

	start := time.Date(2024, 1, 31, 0, 0, 0, 0, time.UTC)
	fmt.Println(start.AddDate(0, 1, 0).Format("2006-01-02"), start.Add(36*time.Hour).Weekday())
	end := time.Date(2024, 12, 25, 18, 0, 0, 0, time.UTC)
	fmt.Println(end.Sub(start), end.Sub(start).Hours()/24, end.YearDay(), end.After(start))
	y, w := end.ISOWeek()
	fmt.Println(y, w, end.Month(), int(end.Month()))

	p, err := time.Parse("2006-01-02 15:04", "2024-07-04 09:30")
	fmt.Println(p, err)
	_, err = time.Parse("2006-01-02", "2024-13-01")
	fmt.Println(err)
	_, err = time.Parse(time.RFC3339, "yesterday")
	fmt.Println(err)
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc).Format(time.RFC1123Z), t.Unix(), t.UnixMilli())
	fmt.Println(t.Truncate(time.Hour).Format(time.TimeOnly), t.Round(time.Second).Format(time.DateTime))
}

// Output:
// "2006-01-02T15:04:05Z07:00"      2024-02-29T13:04:05Z
// "2006-01-02T15:04:05.999999999Z07:00" 2024-02-29T13:04:05.123456789Z
// "3:04PM"                         1:04PM
// "Mon Jan _2 15:04:05 2006"       Thu Feb 29 13:04:05 2024
// "02 Jan 06 15:04 -0700"          29 Feb 24 13:04 +0000
// "2006-01-02"                     2024-02-29
// "02/01/06 15:04"                 29/02/24 13:04
// "Mon Jan _2 3:04PM"              Thu Feb 29 1:04PM
// "2006-01-02T15:04:05.000Z07:00"  2024-02-29T13:04:05.123Z
// "Jan 2, 2006 at 3:04pm (MST)"    Feb 29, 2024 at 1:04pm (UTC)
// ".999 .000 .9"                   .123 .123 .1
// "__2 002"                         60 060
// 1h30m30.25s 1.5084027777777778 90.50416666666666 1h31m0s 1h0m0s
// 1.5ms 0s -2s 1ns
// "1h15m" -> 1h15m0s <nil>
// "300ms" -> 300ms <nil>
// "-1.5h" -> -1h30m0s <nil>
// "2h45m30.5s" -> 2h45m30.5s <nil>
// "1d" -> 0s time: unknown unit "d" in duration "1d"
// "10" -> 0s time: missing unit in duration "10"
// "" -> 0s time: invalid duration ""
// 2024-03-02 Thursday
// 7914h0m0s 329.75 360 true
// 2024 52 December 12
// 2024-07-04 09:30:00 +0000 UTC <nil>
// parsing time "2024-13-01": month out of range
// parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"
// Thu, 29 Feb 2024 08:04:05 -0500 1709211845 1709211845123
// 13:00:00 2024-02-29 13:04:05
