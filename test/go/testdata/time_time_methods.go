package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2024, time.March, 15, 10, 30, 0, 0, time.UTC)
	fmt.Println(t)
	fmt.Println(t.Format(time.RFC3339), t.Year(), t.Month(), t.Day(), t.Weekday())
	later := t.Add(90 * time.Minute)
	fmt.Println(later.Format("2006-01-02 15:04:05"), later.Sub(t), later.After(t), t.Before(later))
	fmt.Println(t.Unix(), t.AddDate(0, 1, 20).Format("Jan 2, 2006"))
	parsed, err := time.Parse(time.RFC3339, "2024-03-15T12:00:00Z")
	fmt.Println(parsed.Sub(t), err, parsed.Equal(t.Add(90*time.Minute)))
	_, err = time.Parse(time.RFC3339, "not a time")
	fmt.Println(err)
	var zero time.Time
	fmt.Println(zero.IsZero(), t.IsZero(), zero.Format(time.RFC3339))
	fmt.Println(t.Truncate(time.Hour).Format(time.Kitchen))
}

// Output:
// 2024-03-15 10:30:00 +0000 UTC
// 2024-03-15T10:30:00Z 2024 March 15 Friday
// 2024-03-15 12:00:00 1h30m0s true true
// 1710498600 May 5, 2024
// 1h30m0s <nil> true
// parsing time "not a time" as "2006-01-02T15:04:05Z07:00": cannot parse "not a time" as "2006"
// true false 0001-01-01T00:00:00Z
// 10:00AM
