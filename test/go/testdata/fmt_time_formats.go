package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2025, time.July, 4, 9, 5, 7, 123456789, time.UTC)
	layouts := []string{
		time.RFC3339, time.RFC3339Nano, time.Kitchen, time.DateOnly, time.TimeOnly, time.DateTime,
		"2006-01-02T15:04:05.000Z07:00", "Mon Jan _2 15:04:05 2006", "02/01/06 3:04PM", "Jan 2", "15h04m",
	}
	for _, l := range layouts {
		fmt.Println(t.Format(l))
	}
	fmt.Println(t.Weekday(), t.YearDay(), t.Nanosecond(), t.Hour(), t.Minute(), t.Second())
	u := t.Add(36 * time.Hour)
	fmt.Println(u.Format(time.RFC1123), u.Sub(t).Hours())
	fmt.Println(t.Round(time.Second).Format(time.RFC3339Nano), t.Truncate(24*time.Hour).Format(time.RFC3339))
}

// Output:
// 2025-07-04T09:05:07Z
// 2025-07-04T09:05:07.123456789Z
// 9:05AM
// 2025-07-04
// 09:05:07
// 2025-07-04 09:05:07
// 2025-07-04T09:05:07.123Z
// Fri Jul  4 09:05:07 2025
// 04/07/25 9:05AM
// Jul 4
// 09h05m
// Friday 185 123456789 9 5 7
// Sat, 05 Jul 2025 21:05:07 UTC 36
// 2025-07-04T09:05:07Z 2025-07-04T00:00:00Z
