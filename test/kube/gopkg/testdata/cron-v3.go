package main

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/robfig/cron/v3"
)

func show(label string, s cron.Schedule, err error, from time.Time, n int) {
	if err != nil {
		fmt.Printf("%-36q error: %v\n", label, err)
		return
	}
	fmt.Printf("%-36q %T", label, s)
	if ss, ok := s.(*cron.SpecSchedule); ok && ss.Location == time.Local {
		fmt.Print(" [time.Local]") // the machine's zone: Next works in the zone of the time it is given
	} else if ok {
		fmt.Printf(" [%s]", ss.Location)
	}
	t := from
	for i := 0; i < n; i++ {
		t = s.Next(t)
		fmt.Printf(" %s", t.Format(time.RFC3339))
	}
	fmt.Println()
}

// events records what the Cron's wrappers log.
type events struct {
	mu   sync.Mutex
	info []string
	errs []string
}

func (e *events) Info(msg string, kv ...interface{}) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if msg == "skip" || msg == "delay" {
		e.info = append(e.info, msg)
	}
}

func (e *events) Error(err error, msg string, kv ...interface{}) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.errs = append(e.errs, msg+": "+err.Error())
}

func main() {
	ny, _ := time.LoadLocation("America/New_York")
	from := time.Date(2026, 3, 7, 22, 58, 30, 500, time.UTC)
	for _, spec := range []string{
		"*/1 * * * *", "0 0 * * *", "30 2 * * *", "30 9 * * mon-fri", "0 0 29 2 *",
		"TZ=America/New_York 30 2 * * *", "CRON_TZ=Asia/Tokyo 0 9 * * *", "TZ=UTC @daily",
		"TZ=Nowhere/City 0 0 * * *", "@hourly", "@weekly", "@every 90s", "@every 1x", "@reboot",
		"", "* * * *", "* * * * * *", "60 * * * *", "* * 0 * *", "5-1 * * * *", "*/0 * * * *",
		"1-2-3 * * * *", "1/2/3 * * * *", "x * * * *", "-1 * * * *", "0 0 30 2 *",
	} {
		s, err := cron.ParseStandard(spec)
		show(spec, s, err, from, 3)
	}
	fmt.Println("-- in New York")
	for _, spec := range []string{"30 2 * * *", "0 0 * * *", "0 * * * *"} {
		s, _ := cron.ParseStandard(spec)
		show(spec, s, nil, time.Date(2026, 3, 7, 20, 0, 0, 0, ny), 4)
	}
	fmt.Println("-- parsers")
	secs := cron.NewParser(cron.SecondOptional | cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.Dow)
	for _, spec := range []string{"*/20 * * * * *", "0 12 * * *", "1 2", "@daily"} {
		s, err := secs.Parse(spec)
		show(spec, s, err, from, 2)
	}
	dows := cron.NewParser(cron.Minute | cron.Hour | cron.Dom | cron.Month | cron.DowOptional | cron.Descriptor)
	for _, spec := range []string{"0 12 1 *", "0 12 1 * sun", "@monthly"} {
		s, err := dows.Parse(spec)
		show(spec, s, err, from, 2)
	}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		cron.NewParser(cron.SecondOptional | cron.DowOptional)
	}()
	e := cron.Every(2500 * time.Millisecond)
	fmt.Println(e.Delay, e.Next(from).Format(time.RFC3339Nano))

	fmt.Println("-- runner")
	ev := &events{}
	c := cron.New(cron.WithSeconds(), cron.WithLogger(ev), cron.WithLocation(time.UTC),
		cron.WithChain(cron.Recover(ev), cron.SkipIfStillRunning(ev)))
	var mu sync.Mutex
	runs := map[string]int{}
	count := func(name string) {
		mu.Lock()
		runs[name]++
		mu.Unlock()
	}
	id1, err1 := c.AddFunc("@every 1s", func() { count("tick") })
	id2, err2 := c.AddFunc("*/1 * * * * *", func() {
		count("slow")
		time.Sleep(1500 * time.Millisecond)
	})
	id3, err3 := c.AddFunc("* * * *", func() {})
	id4, _ := c.AddFunc("@every 1s", func() {
		count("panic")
		panic(errors.New("boom"))
	})
	fmt.Println(id1, err1, id2, err2, id3, err3, id4, len(c.Entries()), c.Location())
	// Start 0.1 s after a whole second: "@every 1s" fires on whole seconds, three times in 3.2 s.
	time.Sleep(time.Until(time.Now().Truncate(time.Second).Add(1100 * time.Millisecond)))
	c.Start()
	time.Sleep(3200 * time.Millisecond)
	c.Remove(id1)
	fmt.Println(len(c.Entries()), c.Entry(id1).Valid(), c.Entry(id2).Valid(), c.Entry(id2).ID)
	ctx := c.Stop()
	<-ctx.Done()
	mu.Lock()
	fmt.Println(runs["tick"], runs["panic"], runs["slow"] >= 1)
	mu.Unlock()
	ev.mu.Lock()
	fmt.Println(len(ev.errs) > 0, ev.errs[0], len(ev.info) > 0, ev.info[0])
	ev.mu.Unlock()
}

// Output:
// "*/1 * * * *"                        *cron.SpecSchedule [time.Local] 2026-03-07T22:59:00Z 2026-03-07T23:00:00Z 2026-03-07T23:01:00Z
// "0 0 * * *"                          *cron.SpecSchedule [time.Local] 2026-03-08T00:00:00Z 2026-03-09T00:00:00Z 2026-03-10T00:00:00Z
// "30 2 * * *"                         *cron.SpecSchedule [time.Local] 2026-03-08T02:30:00Z 2026-03-09T02:30:00Z 2026-03-10T02:30:00Z
// "30 9 * * mon-fri"                   *cron.SpecSchedule [time.Local] 2026-03-09T09:30:00Z 2026-03-10T09:30:00Z 2026-03-11T09:30:00Z
// "0 0 29 2 *"                         *cron.SpecSchedule [time.Local] 2028-02-29T00:00:00Z 2032-02-29T00:00:00Z 2036-02-29T00:00:00Z
// "TZ=America/New_York 30 2 * * *"     *cron.SpecSchedule [America/New_York] 2026-03-09T06:30:00Z 2026-03-10T06:30:00Z 2026-03-11T06:30:00Z
// "CRON_TZ=Asia/Tokyo 0 9 * * *"       *cron.SpecSchedule [Asia/Tokyo] 2026-03-08T00:00:00Z 2026-03-09T00:00:00Z 2026-03-10T00:00:00Z
// "TZ=UTC @daily"                      *cron.SpecSchedule [UTC] 2026-03-08T00:00:00Z 2026-03-09T00:00:00Z 2026-03-10T00:00:00Z
// "TZ=Nowhere/City 0 0 * * *"          error: provided bad location Nowhere/City: unknown time zone Nowhere/City
// "@hourly"                            *cron.SpecSchedule [time.Local] 2026-03-07T23:00:00Z 2026-03-08T00:00:00Z 2026-03-08T01:00:00Z
// "@weekly"                            *cron.SpecSchedule [time.Local] 2026-03-08T00:00:00Z 2026-03-15T00:00:00Z 2026-03-22T00:00:00Z
// "@every 90s"                         cron.ConstantDelaySchedule 2026-03-07T23:00:00Z 2026-03-07T23:01:30Z 2026-03-07T23:03:00Z
// "@every 1x"                          error: failed to parse duration @every 1x: time: unknown unit "x" in duration "1x"
// "@reboot"                            error: unrecognized descriptor: @reboot
// ""                                   error: empty spec string
// "* * * *"                            error: expected exactly 5 fields, found 4: [* * * *]
// "* * * * * *"                        error: expected exactly 5 fields, found 6: [* * * * * *]
// "60 * * * *"                         error: end of range (60) above maximum (59): 60
// "* * 0 * *"                          error: beginning of range (0) below minimum (1): 0
// "5-1 * * * *"                        error: beginning of range (5) beyond end of range (1): 5-1
// "*/0 * * * *"                        error: step of range should be a positive number: */0
// "1-2-3 * * * *"                      error: too many hyphens: 1-2-3
// "1/2/3 * * * *"                      error: too many slashes: 1/2/3
// "x * * * *"                          error: failed to parse int from x: strconv.Atoi: parsing "x": invalid syntax
// "-1 * * * *"                         error: failed to parse int from : strconv.Atoi: parsing "": invalid syntax
// "0 0 30 2 *"                         *cron.SpecSchedule [time.Local] 0001-01-01T00:00:00Z 0001-01-01T00:00:00Z 0001-01-01T00:00:00Z
// -- in New York
// "30 2 * * *"                         *cron.SpecSchedule [time.Local] 2026-03-09T02:30:00-04:00 2026-03-10T02:30:00-04:00 2026-03-11T02:30:00-04:00 2026-03-12T02:30:00-04:00
// "0 0 * * *"                          *cron.SpecSchedule [time.Local] 2026-03-08T00:00:00-05:00 2026-03-09T00:00:00-04:00 2026-03-10T00:00:00-04:00 2026-03-11T00:00:00-04:00
// "0 * * * *"                          *cron.SpecSchedule [time.Local] 2026-03-07T21:00:00-05:00 2026-03-07T22:00:00-05:00 2026-03-07T23:00:00-05:00 2026-03-08T00:00:00-05:00
// -- parsers
// "*/20 * * * * *"                     *cron.SpecSchedule [time.Local] 2026-03-07T22:58:40Z 2026-03-07T22:59:00Z
// "0 12 * * *"                         *cron.SpecSchedule [time.Local] 2026-03-08T12:00:00Z 2026-03-09T12:00:00Z
// "1 2"                                error: expected 5 to 6 fields, found 2: [1 2]
// "@daily"                             error: parser does not accept descriptors: @daily
// "0 12 1 *"                           *cron.SpecSchedule [time.Local] 2026-04-01T12:00:00Z 2026-05-01T12:00:00Z
// "0 12 1 * sun"                       *cron.SpecSchedule [time.Local] 2026-03-08T12:00:00Z 2026-03-15T12:00:00Z
// "@monthly"                           *cron.SpecSchedule [time.Local] 2026-04-01T00:00:00Z 2026-05-01T00:00:00Z
// recovered: multiple optionals may not be configured
// 2s 2026-03-07T22:58:32Z
// -- runner
// 1 <nil> 2 <nil> 0 expected exactly 6 fields, found 4: [* * * *] 3 3 UTC
// 2 false true 2
// 3 1 true
// true panic: boom true skip
