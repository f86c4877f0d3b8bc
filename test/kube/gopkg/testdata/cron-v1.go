package main

import (
	"fmt"
	"time"

	"github.com/robfig/cron"
)

func show(label string, s cron.Schedule, err error, from time.Time, n int) {
	if err != nil {
		fmt.Printf("%-28q error: %v\n", label, err)
		return
	}
	fmt.Printf("%-28q %T", label, s)
	t := from
	for i := 0; i < n; i++ {
		t = s.Next(t)
		fmt.Printf(" %s", t.Format(time.RFC3339))
	}
	fmt.Println()
}

func main() {
	from := time.Date(2026, 2, 27, 22, 58, 30, 500, time.UTC)
	for _, spec := range []string{
		"*/1 * * * *", "0 0 * * *", "30 9 * * mon-fri", "15 14 1 * *", "0 22 * * 1-5",
		"5 4 * * sun", "0 0 29 2 *", "0 0 31 * *", "0 12 1,15 * 3", "*/15 9-17 * jan,jul ?",
		"@hourly", "@daily", "@midnight", "@weekly", "@monthly", "@yearly", "@annually",
		"@every 90s", "@every 1h30m", "@every 500ms",
		"", "* * * *", "* * * * * *", "60 * * * *", "* 24 * * *", "* * 0 * *", "* * * 13 *",
		"* * * * 7", "5-1 * * * *", "*/0 * * * *", "1-2-3 * * * *", "1/2/3 * * * *", "x * * * *",
		"-1 * * * *", "* * * foo *", "@every", "@every 1x", "@reboot", "1,,2 * * * *",
		"0 0 30 2 *", "1-5/2 * * * *", "10/20 * * * *", "? ? ? ? ?", "*-5 * * * *", "MON * * * *",
		"0 0 * * SAT,sun", "0 0 1 JAN *",
	} {
		s, err := cron.ParseStandard(spec)
		show(spec, s, err, from, 4)
	}
	fmt.Println("-- Parse (seconds first, day of week optional)")
	for _, spec := range []string{"* * * * * *", "0 30 * * * *", "*/10 * * * *", "0 0 0 1 1", "1 2 3 4 5 6 7", "@daily", "0 0"} {
		s, err := cron.Parse(spec)
		show(spec, s, err, from, 3)
	}
	fmt.Println("-- NewParser")
	p := cron.NewParser(cron.Dom | cron.Month | cron.DowOptional)
	for _, spec := range []string{"15 */3", "15 */3 mon", "15", "@daily"} {
		s, err := p.Parse(spec)
		show(spec, s, err, from, 3)
	}
	p2 := cron.NewParser(cron.Minute | cron.Hour)
	for _, spec := range []string{"30 4", "30", "30 4 *"} {
		s, err := p2.Parse(spec)
		show(spec, s, err, from, 2)
	}
	e := cron.Every(1500 * time.Millisecond)
	fmt.Println(e.Delay, cron.Every(10*time.Millisecond).Delay, e.Next(from).Format(time.RFC3339Nano))
	ss := cron.SpecSchedule{Second: 1, Minute: 1 << 5, Hour: 1<<3 | 1<<15, Dom: 1<<31 | 1<<63, Month: 1<<2 | 1<<63, Dow: 1 << 63}
	fmt.Println(ss.Next(from).Format(time.RFC3339), (&cron.SpecSchedule{}).Next(from).IsZero())
	c := cron.New()
	fmt.Println(c.AddFunc("0 * * * * *", func() {}), c.AddFunc("* * *", func() {}), len(c.Entries()), c.Location() == time.Local)
}

// Output:
// "*/1 * * * *"                *cron.SpecSchedule 2026-02-27T22:59:00Z 2026-02-27T23:00:00Z 2026-02-27T23:01:00Z 2026-02-27T23:02:00Z
// "0 0 * * *"                  *cron.SpecSchedule 2026-02-28T00:00:00Z 2026-03-01T00:00:00Z 2026-03-02T00:00:00Z 2026-03-03T00:00:00Z
// "30 9 * * mon-fri"           *cron.SpecSchedule 2026-03-02T09:30:00Z 2026-03-03T09:30:00Z 2026-03-04T09:30:00Z 2026-03-05T09:30:00Z
// "15 14 1 * *"                *cron.SpecSchedule 2026-03-01T14:15:00Z 2026-04-01T14:15:00Z 2026-05-01T14:15:00Z 2026-06-01T14:15:00Z
// "0 22 * * 1-5"               *cron.SpecSchedule 2026-03-02T22:00:00Z 2026-03-03T22:00:00Z 2026-03-04T22:00:00Z 2026-03-05T22:00:00Z
// "5 4 * * sun"                *cron.SpecSchedule 2026-03-01T04:05:00Z 2026-03-08T04:05:00Z 2026-03-15T04:05:00Z 2026-03-22T04:05:00Z
// "0 0 29 2 *"                 *cron.SpecSchedule 2028-02-29T00:00:00Z 2032-02-29T00:00:00Z 2036-02-29T00:00:00Z 2040-02-29T00:00:00Z
// "0 0 31 * *"                 *cron.SpecSchedule 2026-03-31T00:00:00Z 2026-05-31T00:00:00Z 2026-07-31T00:00:00Z 2026-08-31T00:00:00Z
// "0 12 1,15 * 3"              *cron.SpecSchedule 2026-03-01T12:00:00Z 2026-03-04T12:00:00Z 2026-03-11T12:00:00Z 2026-03-15T12:00:00Z
// "*/15 9-17 * jan,jul ?"      *cron.SpecSchedule 2026-07-01T09:00:00Z 2026-07-01T09:15:00Z 2026-07-01T09:30:00Z 2026-07-01T09:45:00Z
// "@hourly"                    *cron.SpecSchedule 2026-02-27T23:00:00Z 2026-02-28T00:00:00Z 2026-02-28T01:00:00Z 2026-02-28T02:00:00Z
// "@daily"                     *cron.SpecSchedule 2026-02-28T00:00:00Z 2026-03-01T00:00:00Z 2026-03-02T00:00:00Z 2026-03-03T00:00:00Z
// "@midnight"                  *cron.SpecSchedule 2026-02-28T00:00:00Z 2026-03-01T00:00:00Z 2026-03-02T00:00:00Z 2026-03-03T00:00:00Z
// "@weekly"                    *cron.SpecSchedule 2026-03-01T00:00:00Z 2026-03-08T00:00:00Z 2026-03-15T00:00:00Z 2026-03-22T00:00:00Z
// "@monthly"                   *cron.SpecSchedule 2026-03-01T00:00:00Z 2026-04-01T00:00:00Z 2026-05-01T00:00:00Z 2026-06-01T00:00:00Z
// "@yearly"                    *cron.SpecSchedule 2027-01-01T00:00:00Z 2028-01-01T00:00:00Z 2029-01-01T00:00:00Z 2030-01-01T00:00:00Z
// "@annually"                  *cron.SpecSchedule 2027-01-01T00:00:00Z 2028-01-01T00:00:00Z 2029-01-01T00:00:00Z 2030-01-01T00:00:00Z
// "@every 90s"                 cron.ConstantDelaySchedule 2026-02-27T23:00:00Z 2026-02-27T23:01:30Z 2026-02-27T23:03:00Z 2026-02-27T23:04:30Z
// "@every 1h30m"               cron.ConstantDelaySchedule 2026-02-28T00:28:30Z 2026-02-28T01:58:30Z 2026-02-28T03:28:30Z 2026-02-28T04:58:30Z
// "@every 500ms"               cron.ConstantDelaySchedule 2026-02-27T22:58:31Z 2026-02-27T22:58:32Z 2026-02-27T22:58:33Z 2026-02-27T22:58:34Z
// ""                           error: Empty spec string
// "* * * *"                    error: Expected exactly 5 fields, found 4: * * * *
// "* * * * * *"                error: Expected exactly 5 fields, found 6: * * * * * *
// "60 * * * *"                 error: End of range (60) above maximum (59): 60
// "* 24 * * *"                 error: End of range (24) above maximum (23): 24
// "* * 0 * *"                  error: Beginning of range (0) below minimum (1): 0
// "* * * 13 *"                 error: End of range (13) above maximum (12): 13
// "* * * * 7"                  error: End of range (7) above maximum (6): 7
// "5-1 * * * *"                error: Beginning of range (5) beyond end of range (1): 5-1
// "*/0 * * * *"                error: Step of range should be a positive number: */0
// "1-2-3 * * * *"              error: Too many hyphens: 1-2-3
// "1/2/3 * * * *"              error: Too many slashes: 1/2/3
// "x * * * *"                  error: Failed to parse int from x: strconv.Atoi: parsing "x": invalid syntax
// "-1 * * * *"                 error: Failed to parse int from : strconv.Atoi: parsing "": invalid syntax
// "* * * foo *"                error: Failed to parse int from foo: strconv.Atoi: parsing "foo": invalid syntax
// "@every"                     error: Unrecognized descriptor: @every
// "@every 1x"                  error: Failed to parse duration @every 1x: time: unknown unit "x" in duration "1x"
// "@reboot"                    error: Unrecognized descriptor: @reboot
// "1,,2 * * * *"               *cron.SpecSchedule 2026-02-27T23:01:00Z 2026-02-27T23:02:00Z 2026-02-28T00:01:00Z 2026-02-28T00:02:00Z
// "0 0 30 2 *"                 *cron.SpecSchedule 0001-01-01T00:00:00Z 0001-01-01T00:00:00Z 0001-01-01T00:00:00Z 0001-01-01T00:00:00Z
// "1-5/2 * * * *"              *cron.SpecSchedule 2026-02-27T23:01:00Z 2026-02-27T23:03:00Z 2026-02-27T23:05:00Z 2026-02-28T00:01:00Z
// "10/20 * * * *"              *cron.SpecSchedule 2026-02-27T23:10:00Z 2026-02-27T23:30:00Z 2026-02-27T23:50:00Z 2026-02-28T00:10:00Z
// "? ? ? ? ?"                  *cron.SpecSchedule 2026-02-27T22:59:00Z 2026-02-27T23:00:00Z 2026-02-27T23:01:00Z 2026-02-27T23:02:00Z
// "*-5 * * * *"                *cron.SpecSchedule 2026-02-27T22:59:00Z 2026-02-27T23:00:00Z 2026-02-27T23:01:00Z 2026-02-27T23:02:00Z
// "MON * * * *"                error: Failed to parse int from MON: strconv.Atoi: parsing "MON": invalid syntax
// "0 0 * * SAT,sun"            *cron.SpecSchedule 2026-02-28T00:00:00Z 2026-03-01T00:00:00Z 2026-03-07T00:00:00Z 2026-03-08T00:00:00Z
// "0 0 1 JAN *"                *cron.SpecSchedule 2027-01-01T00:00:00Z 2028-01-01T00:00:00Z 2029-01-01T00:00:00Z 2030-01-01T00:00:00Z
// -- Parse (seconds first, day of week optional)
// "* * * * * *"                *cron.SpecSchedule 2026-02-27T22:58:31Z 2026-02-27T22:58:32Z 2026-02-27T22:58:33Z
// "0 30 * * * *"               *cron.SpecSchedule 2026-02-27T23:30:00Z 2026-02-28T00:30:00Z 2026-02-28T01:30:00Z
// "*/10 * * * *"               *cron.SpecSchedule 2026-02-27T22:58:40Z 2026-02-27T22:58:50Z 2026-02-27T22:59:00Z
// "0 0 0 1 1"                  *cron.SpecSchedule 2027-01-01T00:00:00Z 2028-01-01T00:00:00Z 2029-01-01T00:00:00Z
// "1 2 3 4 5 6 7"              error: Expected 5 to 6 fields, found 7: 1 2 3 4 5 6 7
// "@daily"                     *cron.SpecSchedule 2026-02-28T00:00:00Z 2026-03-01T00:00:00Z 2026-03-02T00:00:00Z
// "0 0"                        error: Expected 5 to 6 fields, found 2: 0 0
// -- NewParser
// "15 */3"                     *cron.SpecSchedule 2026-04-15T00:00:00Z 2026-07-15T00:00:00Z 2026-10-15T00:00:00Z
// "15 */3 mon"                 *cron.SpecSchedule 2026-04-06T00:00:00Z 2026-04-13T00:00:00Z 2026-04-15T00:00:00Z
// "15"                         error: Expected 2 to 3 fields, found 1: 15
// "@daily"                     error: Expected 2 to 3 fields, found 1: @daily
// "30 4"                       *cron.SpecSchedule 2026-02-28T04:30:00Z 2026-03-01T04:30:00Z
// "30"                         error: Expected exactly 2 fields, found 1: 30
// "30 4 *"                     error: Expected exactly 2 fields, found 3: 30 4 *
// 1s 1s 2026-02-27T22:58:31Z
// 0001-01-01T00:00:00Z true
// <nil> Expected 5 to 6 fields, found 3: * * * 1 true
