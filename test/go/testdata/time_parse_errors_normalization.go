package main

import (
	"fmt"
	"time"
)

func main() {
	cases := []struct{ layout, value string }{
		{"2006-01-02", "2024-02-30"},
		{"2006-01-02", "2024-1-5"},
		{"2006-1-2", "2024-1-5"},
		{"Jan 2, 2006", "Feb 31, 2023"},
		{"15:04:05", "24:00:00"},
		{"15:04:05", "23:60:00"},
		{"3:04PM", "13:04PM"},
		{"3:04PM", "1:04XM"},
		{"2006-01-02 15:04:05.000", "2024-01-02 10:11:12.5"},
		{"2006-01-02 15:04:05.999", "2024-01-02 10:11:12.123456"},
		{time.RFC3339, "2024-01-02T10:11:12.999999999-07:00"},
		{time.RFC3339, "2024-01-02T10:11:12+25:00"},
		{time.RFC1123, "Mon, 02 Jan 2006 15:04:05 XYZ"},
		{"Monday 2006", "Funday 2024"},
		{"2006-01-02 MST", "2024-07-01 CEST"},
		{"02 Jan 06 15:04 -0700", "01 Jul 24 12:00 +0530"},
		{"2006-002", "2024-060"},
		{"2006-01-02", "2024-01-02 extra"},
		{"2006-01-02", ""},
	}
	for _, c := range cases {
		t, err := time.Parse(c.layout, c.value)
		if err != nil {
			fmt.Println("ERR", err)
			continue
		}
		fmt.Println(t.Format(time.RFC3339Nano), t.Location())
	}
	d := time.Date(2024, 2, 30, 25, 61, 61, 1e9+5, time.UTC)
	fmt.Println(d)
	fmt.Println(time.Date(2023, 0, 0, 0, 0, 0, 0, time.UTC), time.Date(2024, 13, 1, 0, 0, 0, 0, time.UTC).Month())
	fmt.Println(time.Month(13), time.Weekday(8), time.Month(0))
	a := time.Date(2024, 3, 31, 0, 0, 0, 0, time.UTC)
	fmt.Println(a.AddDate(0, 1, 0).Format("Jan 2"), a.AddDate(0, -1, 0).Format("Jan 2"), a.AddDate(1, 0, -366).Format(time.DateOnly))
	b := a.Add(-36*time.Hour + 90*time.Second)
	fmt.Println(a.Sub(b), b.Sub(a), a.Sub(b).Hours(), b.Compare(a), a.After(b))
	far := time.Date(2300, 1, 1, 0, 0, 0, 0, time.UTC)
	fmt.Println(far.Sub(a), time.Duration(1<<63-1).Hours())
	fmt.Println(time.Unix(0, 0).UTC().Format(time.RFC1123Z), time.Unix(-62135596800, 0).UTC())
	t1, _ := time.Parse(time.RFC3339, "2024-06-15T12:00:00+02:00")
	t2, _ := time.Parse(time.RFC3339, "2024-06-15T10:00:00Z")
	fmt.Println(t1.Equal(t2), t1 == t2, t1.UTC() == t2)
	fmt.Println(t1.Zone())
	fmt.Println(t1.Format("Mon Monday Jan January 01 1 02 2 _2 __2 15 3 03 04 4 05 5 PM pm .000 .999 -07 -0700 -07:00 Z07:00 MST 2006 06"))
	fmt.Println(t2.Format("Z07 Z0700 Z07:00 Z07:00:00 -07:00:00"))
	ds := []string{"1h2m3.5s", "-1.5h", ".5s", "1.h", "1e3s", "+-3s", "3", "h"}
	for _, s := range ds {
		v, err := time.ParseDuration(s)
		fmt.Println(v, err)
	}
	fmt.Println(time.Duration(0).String(), (999 * time.Nanosecond).String(), (1001 * time.Microsecond).String(), (61 * time.Minute).String())
	fmt.Println((time.Hour + time.Nanosecond).Round(time.Second), (2*time.Hour + 30*time.Minute).Truncate(time.Hour), (-1500 * time.Millisecond).Round(time.Second))
	fmt.Println(time.Duration(90*time.Second).Abs(), time.Duration(-1<<63).Abs(), (36 * time.Hour).Minutes())
}

// Output:
// ERR parsing time "2024-02-30": day out of range
// ERR parsing time "2024-1-5" as "2006-01-02": cannot parse "1-5" as "01"
// 2024-01-05T00:00:00Z UTC
// ERR parsing time "Feb 31, 2023": day out of range
// ERR parsing time "24:00:00": hour out of range
// ERR parsing time "23:60:00": minute out of range
// ERR parsing time "13:04PM": hour out of range
// ERR parsing time "1:04XM" as "3:04PM": cannot parse "XM" as "PM"
// ERR parsing time "2024-01-02 10:11:12.5" as "2006-01-02 15:04:05.000": cannot parse ".5" as ".000"
// 2024-01-02T10:11:12.123456Z UTC
// 2024-01-02T10:11:12.999999999-07:00 
// ERR parsing time "2024-01-02T10:11:12+25:00": time zone offset hour out of range
// 2006-01-02T15:04:05Z XYZ
// ERR parsing time "Funday 2024" as "Monday 2006": cannot parse "Funday 2024" as "Monday"
// 2024-07-01T00:00:00Z CEST
// 2024-07-01T12:00:00+05:30 
// 2024-02-29T00:00:00Z UTC
// ERR parsing time "2024-01-02 extra": extra text: " extra"
// ERR parsing time "" as "2006-01-02": cannot parse "" as "2006"
// 2024-03-02 02:02:02.000000005 +0000 UTC
// 2022-11-30 00:00:00 +0000 UTC January
// %!Month(13) %!Weekday(8) %!Month(0)
// May 1 Mar 2 2024-03-30
// 35h58m30s -35h58m30s 35.975 -1 true
// 2417208h0m0s 2.5620477880152157e+06
// Thu, 01 Jan 1970 00:00:00 +0000 0001-01-01 00:00:00 +0000 UTC
// true false true
//  7200
// Sat Saturday Jun June 06 6 15 15 15 167 12 12 12 00 0 00 0 PM pm .000  +02 +0200 +02:00 +02:00 +0200 2024 24
// Z Z Z Z +00:00:00
// 1h2m3.5s <nil>
// -1h30m0s <nil>
// 500ms <nil>
// 1h0m0s <nil>
// 0s time: unknown unit "e" in duration "1e3s"
// 0s time: invalid duration "+-3s"
// 0s time: missing unit in duration "3"
// 0s time: invalid duration "h"
// 0s 999ns 1.001ms 1h1m0s
// 1h0m0s 2h0m0s -2s
// 1m30s 2562047h47m16.854775807s 2160
