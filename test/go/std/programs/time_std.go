package main

import (
	"fmt"
	"time"
)

func main() {
	d := 90 * time.Second
	fmt.Println(d, time.Duration(1500)*time.Microsecond, time.Duration(0), -2*time.Hour, time.Minute+30*time.Second)
	fmt.Println(d.Minutes(), d.Seconds(), d.Hours(), time.Duration(1234567891).Round(time.Millisecond), d.Truncate(time.Minute))
	fmt.Printf("%v %d %s %T\n", d, d, d, d)
	pd, err := time.ParseDuration("1h2m3.5s")
	fmt.Println(pd, err, int64(pd))
	_, err = time.ParseDuration("3x")
	fmt.Println(err)
	t := time.Date(2024, time.February, 29, 13, 4, 5, 123456789, time.UTC)
	fmt.Println(t)
	fmt.Println(t.Format(time.RFC3339), t.Format(time.RFC3339Nano), t.Format(time.Kitchen), t.Format("2006-01-02 Mon Jan _2"))
	fmt.Println(t.Year(), t.Month(), t.Day(), t.Weekday(), t.YearDay(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond())
	fmt.Println(t.Unix(), t.UnixNano(), t.UnixMilli())
	t2 := t.Add(36 * time.Hour)
	fmt.Println(t2, t2.Sub(t), t2.After(t), t2.Before(t), t.Equal(t), t2.Compare(t))
	fmt.Println(t.AddDate(0, 1, 0), t.AddDate(1, 0, 0).Format(time.DateOnly))
	fmt.Println(t.Truncate(time.Hour), t.Round(24*time.Hour))
	var zero time.Time
	fmt.Println(zero.IsZero(), zero, zero.Unix())
	p, err := time.Parse(time.RFC3339, "2023-06-15T12:30:45+02:00")
	fmt.Println(p, err, p.UTC())
	_, err = time.Parse("2006-01-02", "2023-13-01")
	fmt.Println(err)
	_, err = time.Parse(time.RFC3339, "not a time")
	fmt.Println(err)
	loc := time.FixedZone("EST", -5*3600)
	fmt.Println(t.In(loc), t.In(loc).Location(), t.Location())
	fmt.Println(time.Unix(1700000000, 0).UTC())
	y, w := t.ISOWeek()
	fmt.Println(y, w, time.March, time.Saturday, time.Month(13))
	start := time.Now()
	time.Sleep(50 * time.Millisecond)
	el := time.Since(start)
	fmt.Println(el >= 50*time.Millisecond, el < time.Second)
	timer := time.NewTimer(10 * time.Millisecond)
	<-timer.C
	fmt.Println("timer fired")
	select {
	case <-time.After(5 * time.Millisecond):
		fmt.Println("after")
	}
	fmt.Printf("%v\n", struct{ D time.Duration }{2 * time.Second})
}
