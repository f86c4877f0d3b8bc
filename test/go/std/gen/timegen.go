package main

import (
	"fmt"
	"time"
)

func genTime(o *out) {
	durs := []time.Duration{0, 1, 999, 1000, 1500, 1000000, 1500000, time.Second, 1500 * time.Millisecond, 90 * time.Second,
		time.Hour + 2*time.Minute + 3500*time.Millisecond, -time.Minute, 100 * time.Hour, 1<<63 - 1, -1 << 63, 59*time.Second + 999999999,
		time.Duration(1.5 * float64(time.Microsecond)), 2 * time.Hour, 61 * time.Minute, 3*time.Millisecond + 1, -1500 * time.Microsecond}
	for _, d := range durs {
		o.rec(map[string]any{"fn": "Duration", "v": fmt.Sprint(int64(d)), "o": d.String(),
			"h": fmt.Sprint(d.Hours()), "m": fmt.Sprint(d.Minutes()), "s": fmt.Sprint(d.Seconds()),
			"ms": fmt.Sprint(d.Milliseconds()), "us": fmt.Sprint(d.Microseconds()),
			"round": fmt.Sprint(int64(d.Round(time.Second))), "trunc": fmt.Sprint(int64(d.Truncate(time.Minute))),
			"abs": fmt.Sprint(int64(d.Abs()))})
	}
	pd := []string{"1h", "1h2m3.5s", "1.5s", "300ms", "-1.5h", "2h45m", "1µs", "1us", "1ns", "0", "", "1", "1x", "x", "1h1", ".5s", "1.s",
		"+5m", "9223372036854775807ns", "9223372036854775808ns", "3000000h", "1e3s", "1m-1s", "0.000000001s", "1.0000000001s"}
	for _, s := range pd {
		d, err := time.ParseDuration(s)
		o.rec(map[string]any{"fn": "ParseDuration", "s": s, "v": fmt.Sprint(int64(d)), "err": errStr(err)})
	}
	zones := []*time.Location{time.UTC, time.FixedZone("EST", -5*3600), time.FixedZone("", 5*3600+1800), time.FixedZone("X", -(3*3600 + 25*60 + 7))}
	times := []struct{ y, mo, d, h, mi, s, ns int }{
		{2009, 11, 10, 23, 0, 0, 0}, {2024, 2, 29, 7, 5, 9, 123456789}, {1999, 12, 31, 23, 59, 59, 999999999}, {2000, 1, 1, 0, 0, 0, 0},
		{1970, 1, 1, 0, 0, 0, 0}, {1969, 7, 20, 20, 17, 40, 500}, {2023, 6, 15, 12, 0, 0, 100000}, {1, 1, 1, 0, 0, 0, 0}, {2038, 1, 19, 3, 14, 8, 0},
		{2023, 13, 35, 25, 61, 61, 0}, {1600, 3, 1, 13, 30, 0, 50000000}, {10000, 1, 1, 0, 0, 0, 0}, {-5, 1, 1, 0, 0, 0, 0},
	}
	layouts := []string{time.RFC3339, time.RFC3339Nano, time.Kitchen, time.ANSIC, time.UnixDate, time.RubyDate, time.RFC822, time.RFC822Z, time.RFC850,
		time.RFC1123, time.RFC1123Z, time.Stamp, time.StampMilli, time.StampMicro, time.DateTime, time.DateOnly, time.TimeOnly,
		"2006-01-02 15:04:05.000", "Jan _2 06", "Monday January 2", "3:4:5 pm PM", "15h04", ".00 .999 ,000 ,999999", "Z0700 Z07:00 -07 -0700 -07:00:00 Z07",
		"__2 002", "2006-01-02T15:04:05.9999999Z07:00", "MST", "hello", "01/02/06 03PM"}
	for _, z := range zones {
		for _, tt := range times {
			t := time.Date(tt.y, time.Month(tt.mo), tt.d, tt.h, tt.mi, tt.s, tt.ns, z)
			y, w := t.ISOWeek()
			o.rec(map[string]any{"fn": "Date", "in": []int{tt.y, tt.mo, tt.d, tt.h, tt.mi, tt.s, tt.ns}, "zone": z.String(), "off": offsetOf(z),
				"unix": t.Unix(), "nano": fmt.Sprint(t.UnixNano()), "str": t.String(), "weekday": t.Weekday().String(), "month": t.Month().String(),
				"yday": t.YearDay(), "isoY": y, "isoW": w, "zero": t.IsZero()})
			for _, l := range layouts {
				o.rec(map[string]any{"fn": "Format", "in": []int{tt.y, tt.mo, tt.d, tt.h, tt.mi, tt.s, tt.ns}, "zone": z.String(), "off": offsetOf(z), "layout": l, "o": t.Format(l)})
			}
		}
	}
	parses := []struct{ layout, value string }{
		{time.RFC3339, "2024-02-29T07:05:09Z"}, {time.RFC3339, "2024-02-29T07:05:09.123+05:30"}, {time.RFC3339, "2024-02-29T07:05:09-08:00"},
		{time.RFC3339, "2024-02-30T07:05:09Z"}, {time.RFC3339, "2024-02-29 07:05:09Z"}, {time.RFC3339, "x"}, {time.RFC3339, "2024-13-01T00:00:00Z"},
		{time.RFC3339, "2024-02-29T25:00:00Z"}, {time.RFC3339, ""}, {time.RFC3339Nano, "2006-01-02T15:04:05.999999999Z"},
		{time.DateOnly, "2023-06-15"}, {time.DateOnly, "2023-6-15"}, {time.DateTime, "2023-06-15 12:30:45"}, {time.Kitchen, "3:04PM"},
		{time.Kitchen, "13:04PM"}, {"2006-01-02 15:04:05.000", "2023-06-15 12:30:45.123"}, {"Jan 2, 2006", "Feb 3, 2013"},
		{"Jan 2, 2006", "Foo 3, 2013"}, {"Monday, 02-Jan-06", "Friday, 15-Jun-23"}, {time.RFC1123, "Mon, 02 Jan 2006 15:04:05 MST"},
		{time.RFC3339, "2024-02-29T07:05:09.5Z"}, {"2006-01-02", "2024-02-29 extra"}, {"15:04:05", "12:30"}, {time.RFC3339, "2024-02-29T07:05:09+25:00"},
		{"01/02/2006", "12/31/1999"}, {time.ANSIC, "Mon Jan  2 15:04:05 2006"}, {time.RFC822Z, "02 Jan 06 15:04 -0700"},
	}
	for _, p := range parses {
		t, err := time.Parse(p.layout, p.value)
		rec := map[string]any{"fn": "Parse", "layout": p.layout, "s": p.value, "err": errStr(err)}
		if err == nil {
			_, off := t.Zone()
			rec["unix"] = t.Unix()
			rec["ns"] = t.Nanosecond()
			rec["off"] = off
			rec["str"] = t.String()
		}
		o.rec(rec)
	}
	base := time.Date(2024, 1, 31, 10, 30, 0, 0, time.UTC)
	for _, d := range []time.Duration{time.Hour, -36 * time.Hour, 90 * time.Minute, 1, 24 * 365 * time.Hour} {
		o.rec(map[string]any{"fn": "Add", "d": fmt.Sprint(int64(d)), "o": base.Add(d).String(), "sub": base.Add(d).Sub(base).String(),
			"trunc": base.Add(d).Truncate(time.Hour).String(), "round": base.Add(d).Round(24 * time.Hour).String()})
	}
	for _, a := range [][3]int{{0, 1, 0}, {1, 0, 0}, {0, 0, 1}, {0, -2, 0}, {-1, 13, 30}} {
		o.rec(map[string]any{"fn": "AddDate", "a": a, "o": base.AddDate(a[0], a[1], a[2]).String()})
	}
}

func offsetOf(l *time.Location) int {
	_, off := time.Date(2000, 1, 1, 0, 0, 0, 0, l).Zone()
	return off
}
