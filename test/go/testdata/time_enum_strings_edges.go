package main

import (
	"fmt"
	"time"
)

func main() {
	fmt.Println(time.Month(13), time.Month(0), time.Weekday(7), time.Weekday(-1), time.December, time.Saturday)
	fmt.Printf("%v %d %s %q\n", time.March, time.March, time.March, time.March)
	fmt.Println(time.Duration(1.5*float64(time.Second)), time.Duration(float64(time.Minute)*0.1), 2*time.Hour/3, time.Hour%time.Minute)
	t := time.Date(2023, 12, 31, 23, 0, 0, 0, time.UTC)
	fmt.Println(t.AddDate(0, 2, 0), t.AddDate(0, 0, 60), time.Date(2023, 2, 31, 25, 61, 61, 0, time.UTC))
	fmt.Println(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC).Sub(t), t.Sub(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)))
	loc := time.FixedZone("", 5*3600+30*60)
	fmt.Println(t.In(loc), t.In(loc).Format(time.RFC3339), t.In(time.FixedZone("X", -90)).Format("-07:00:00 Z07 MST"))
	z := time.Time{}
	fmt.Println(z, z.Unix(), z.Format(time.RFC3339), z.Year(), z.Weekday())
	fmt.Println(time.Unix(0, 0).UTC(), time.Unix(-1, 0).UTC().Format(time.RFC3339Nano), time.UnixMicro(1).UTC().Format(time.StampNano))
	for _, layout := range []string{"Jan 2, 2006 at 3:04pm (MST)", "2006-01-02 15:04:05.000000000 -0700", "Mon Jan 2", "15h04m", "2006/1/2 15:4:5.00", ".999 .000 ,999", "Z0700 Z07:00"} {
		fmt.Printf("%-40q %s\n", layout, time.Date(2020, 5, 6, 7, 8, 9, 120_000_000, time.UTC).Format(layout))
	}
	p, err := time.Parse("Jan 2 2006 3:04PM", "Mar 15 2022 11:30AM")
	fmt.Println(p, err)
	p, err = time.ParseInLocation("2006-01-02 15:04", "2022-03-15 11:30", loc)
	fmt.Println(p, err, p.Location())
	_, err = time.Parse("2006-01-02", "2022-03-15 11:30")
	fmt.Println(err)
	_, err = time.Parse("Jan", "Foo")
	fmt.Println(err)
	_, err = time.Parse(time.RFC3339, "2022-03-15T11:30:00+25:00")
	fmt.Println(err)
	d, err := time.ParseDuration("1h1h")
	fmt.Println(d, err)
	fmt.Println(t.Compare(t), t.After(z), z.Before(t), t.Month() == time.December)
	b, err := time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).MarshalJSON()
	fmt.Println(string(b), err)
	var back time.Time
	fmt.Println(back.UnmarshalJSON([]byte(`"2024-02-03T04:05:06.7+01:00"`)), back)
	fmt.Println(back.UnmarshalJSON([]byte(`"not a time"`)))
	fmt.Println(back.UnmarshalText([]byte(`2024-02-03`)))
}

// Output:
// %!Month(13) %!Month(0) %!Weekday(7) %!Weekday(18446744073709551615) December Saturday
// March 3 March "March"
// 1.5s 6s 40m0s 0s
// 2024-03-02 23:00:00 +0000 UTC 2024-02-29 23:00:00 +0000 UTC 2023-03-04 02:02:01 +0000 UTC
// 1h0m0s -1h0m0s
// 2024-01-01 04:30:00 +0530 +0530 2024-01-01T04:30:00+05:30 -00:01:30 -00 X
// 0001-01-01 00:00:00 +0000 UTC -62135596800 0001-01-01T00:00:00Z 1 Monday
// 1970-01-01 00:00:00 +0000 UTC 1969-12-31T23:59:59Z Jan  1 00:00:00.000001000
// "Jan 2, 2006 at 3:04pm (MST)"            May 6, 2020 at 7:08am (UTC)
// "2006-01-02 15:04:05.000000000 -0700"    2020-05-06 07:08:09.120000000 +0000
// "Mon Jan 2"                              Wed May 6
// "15h04m"                                 07h08m
// "2006/1/2 15:4:5.00"                     2020/5/6 07:8:9.12
// ".999 .000 ,999"                         .12 .120 ,12
// "Z0700 Z07:00"                           Z Z
// 2022-03-15 11:30:00 +0000 UTC <nil>
// 2022-03-15 11:30:00 +0530 +0530 <nil> 
// parsing time "2022-03-15 11:30": extra text: " 11:30"
// parsing time "Foo" as "Jan": cannot parse "Foo" as "Jan"
// parsing time "2022-03-15T11:30:00+25:00": time zone offset hour out of range
// 2h0m0s <nil>
// 0 true true true
//  Time.MarshalJSON: year outside of range [0,9999]
// <nil> 2024-02-03 04:05:06.7 +0100 +0100
// parsing time "not a time" as "2006-01-02T15:04:05Z07:00": cannot parse "not a time" as "2006"
// parsing time "2024-02-03" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "T"
