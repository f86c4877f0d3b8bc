package main

import (
	"fmt"
	"time"
)

func main() {
	p := fmt.Println
	then := time.Date(2009, 11, 17, 20, 34, 58, 651387237, time.UTC)
	p(then)
	p(then.Year())
	p(then.Month())
	p(then.Day())
	p(then.Hour())
	p(then.Minute())
	p(then.Second())
	p(then.Nanosecond())
	p(then.Location())
	p(then.Weekday())
	now := time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC)
	p(then.Before(now))
	p(then.After(now))
	p(then.Equal(now))
	diff := now.Sub(then)
	p(diff)
	p(diff.Hours())
	p(diff.Minutes())
	p(diff.Seconds())
	p(diff.Nanoseconds())
	p(then.Add(diff))
	p(then.Add(-diff))
	p(then.Format(time.RFC3339))
	t1, e := time.Parse(time.RFC3339, "2012-11-01T22:08:41+00:00")
	p(t1)
	p(then.Format("3:04PM"))
	p(then.Format("Mon Jan _2 15:04:05 2006"))
	p(then.Format("2006-01-02T15:04:05.999999-07:00"))
	form := "3 04 PM"
	t2, e := time.Parse(form, "8 41 PM")
	p(t2)
	fmt.Printf("%d-%02d-%02dT%02d:%02d:%02d-00:00\n",
		then.Year(), then.Month(), then.Day(),
		then.Hour(), then.Minute(), then.Second())
	ansic := "Mon Jan _2 15:04:05 2006"
	_, e = time.Parse(ansic, "8:41PM")
	p(e)
	p(then.Unix())
	p(then.UnixMilli())
	p(then.UnixNano())
	p(time.Unix(then.Unix(), 0).UTC())
	p(time.Unix(0, then.UnixNano()).UTC())
}
