package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	layouts := []string{time.RFC3339, time.RFC3339Nano, time.RFC1123, time.RFC1123Z, time.RFC822, time.Kitchen, time.ANSIC, time.UnixDate, time.Stamp, time.StampMicro, time.DateTime, time.DateOnly, time.TimeOnly,
		"2006-01-02 15:04:05.000", "Jan _2 06 3:04PM", "Monday, 02-Jan-06", "2006.01.02 .999999", "15h04m", "__2 002", "-07:00:00 Z07:00 Z0700", "MST", ",000 .000000"}
	for _, l := range layouts {
		fmt.Printf("%-40q %s\n", l, t.Format(l))
	}
	parse := []struct{ layout, value string }{
		{time.RFC3339, "2024-02-30T10:00:00Z"},
		{time.RFC3339, "2024-13-01T10:00:00Z"},
		{time.RFC3339, "2024-02-01 10:00:00Z"},
		{time.RFC3339, "2024-02-01T25:00:00Z"},
		{time.DateOnly, "2024-2-1"},
		{"2006-01-02", "2023-02-29"},
		{time.Kitchen, "3:04AM"},
		{time.Kitchen, "13:04PM"},
		{"Jan 2 2006", "Feb 31 2024"},
		{time.RFC3339, "2024-02-01T10:00:00+05:30"},
		{time.RFC3339Nano, "2024-02-01T10:00:00.123456789123Z"},
		{"2006-01-02 15:04:05.000", "2024-02-01 10:00:00.5"},
		{time.DateTime, "2024-02-01 10:00:00 extra"},
		{"02/01/2006 MST", "05/06/2024 PST"},
		{time.RFC1123, "Thu, 29 Feb 2024 13:04:05 GMT"},
		{"2006-002", "2024-060"},
		{time.ANSIC, "Mon Feb 29 13:04:05 2024"},
	}
	for _, p := range parse {
		v, err := time.Parse(p.layout, p.value)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		name, off := v.Zone()
		fmt.Println(v, v.Weekday(), v.YearDay(), name, off)
	}
	for _, s := range []string{"1h30m", "1.5h", "-2m3.5s", "300ms", "1us", "1µs", "2h-3m", "", "10", "1d", ".5s", "9223372036854775807ns", "9223372036854775808ns"} {
		d, err := time.ParseDuration(s)
		fmt.Println(s, d, err)
	}
	d := 90*time.Minute + 30*time.Second + 5*time.Millisecond
	fmt.Println(d, d.Hours(), d.Minutes(), d.Round(time.Minute), d.Truncate(time.Hour), d.String(), time.Duration(1), time.Duration(-1500))
	loc := time.FixedZone("IST", 5*3600+1800)
	fmt.Println(t.In(loc), t.In(loc).Format(time.RFC822Z), t.Unix(), t.UnixMilli(), t.Add(-24*time.Hour).Format("Mon Jan 2"))
	fmt.Println(t.AddDate(0, 1, 0), t.AddDate(1, 0, 0), t.AddDate(0, 0, -60), t.Truncate(time.Hour), t.Round(time.Second))
	y, w := t.ISOWeek()
	fmt.Println(y, w, t.Sub(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)), t.Before(t.Add(1)), t.Equal(t.In(loc)), t == t.In(loc))
	b, _ := t.MarshalJSON()
	txt, _ := t.MarshalText()
	fmt.Println(string(b), string(txt))
	var back time.Time
	fmt.Println(back.UnmarshalJSON([]byte(`"not a time"`)), back.IsZero(), back)
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
// "Jan _2 15:04:05.000000"                 Feb 29 13:04:05.123456
// "2006-01-02 15:04:05"                    2024-02-29 13:04:05
// "2006-01-02"                             2024-02-29
// "15:04:05"                               13:04:05
// "2006-01-02 15:04:05.000"                2024-02-29 13:04:05.123
// "Jan _2 06 3:04PM"                       Feb 29 24 1:04PM
// "Monday, 02-Jan-06"                      Thursday, 29-Feb-24
// "2006.01.02 .999999"                     2024.02.29 .123456
// "15h04m"                                 13h04m
// "__2 002"                                 60 060
// "-07:00:00 Z07:00 Z0700"                 +00:00:00 Z Z
// "MST"                                    UTC
// ",000 .000000"                           ,123 .123456
// error: parsing time "2024-02-30T10:00:00Z": day out of range
// error: parsing time "2024-13-01T10:00:00Z": month out of range
// error: parsing time "2024-02-01 10:00:00Z" as "2006-01-02T15:04:05Z07:00": cannot parse " 10:00:00Z" as "T"
// error: parsing time "2024-02-01T25:00:00Z": hour out of range
// error: parsing time "2024-2-1" as "2006-01-02": cannot parse "2-1" as "01"
// error: parsing time "2023-02-29": day out of range
// 0000-01-01 03:04:00 +0000 UTC Saturday 1 UTC 0
// error: parsing time "13:04PM": hour out of range
// error: parsing time "Feb 31 2024": day out of range
// 2024-02-01 10:00:00 +0530 +0530 Thursday 32  19800
// 2024-02-01 10:00:00.123456789 +0000 UTC Thursday 32 UTC 0
// error: parsing time "2024-02-01 10:00:00.5" as "2006-01-02 15:04:05.000": cannot parse ".5" as ".000"
// error: parsing time "2024-02-01 10:00:00 extra": extra text: " extra"
// 2024-06-05 00:00:00 +0000 PST Wednesday 157 PST 0
// 2024-02-29 13:04:05 +0000 GMT Thursday 60 GMT 0
// 2024-02-29 00:00:00 +0000 UTC Thursday 60 UTC 0
// 2024-02-29 13:04:05 +0000 UTC Thursday 60 UTC 0
// 1h30m 1h30m0s <nil>
// 1.5h 1h30m0s <nil>
// -2m3.5s -2m3.5s <nil>
// 300ms 300ms <nil>
// 1us 1µs <nil>
// 1µs 1µs <nil>
// 2h-3m 0s time: unknown unit "h-" in duration "2h-3m"
//  0s time: invalid duration ""
// 10 0s time: missing unit in duration "10"
// 1d 0s time: unknown unit "d" in duration "1d"
// .5s 500ms <nil>
// 9223372036854775807ns 2562047h47m16.854775807s <nil>
// 9223372036854775808ns 0s time: invalid duration "9223372036854775808ns"
// 1h30m30.005s 1.508334722222222 90.50008333333334 1h31m0s 1h0m0s 1h30m30.005s 1ns -1.5µs
// 2024-02-29 18:34:05.123456789 +0530 IST 29 Feb 24 18:34 +0530 1709211845 1709211845123 Wed Feb 28
// 2024-03-29 13:04:05.123456789 +0000 UTC 2025-03-01 13:04:05.123456789 +0000 UTC 2023-12-31 13:04:05.123456789 +0000 UTC 2024-02-29 13:00:00 +0000 UTC 2024-02-29 13:04:05 +0000 UTC
// 2024 9 1429h4m5.123456789s true true false
// "2024-02-29T13:04:05.123456789Z" 2024-02-29T13:04:05.123456789Z
// parsing time "not a time" as "2006-01-02T15:04:05Z07:00": cannot parse "not a time" as "2006" true 0001-01-01 00:00:00 +0000 UTC
