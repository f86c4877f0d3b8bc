package main

// A time.Time reached through an unexported field (or a type defined on it) prints without its
// methods: fmt shows go's own fields (wall, ext, loc). An exported field, embedded or not (the
// shape of metav1.Time in a metav1.ObjectMeta), still prints through String.

import (
	"fmt"
	"strings"
	"time"
)

type Time struct{ time.Time }

type ObjectMeta struct {
	Name              string
	CreationTimestamp Time
	DeletionTimestamp *Time
}

type event struct {
	name string
	at   time.Time
	mt   Time
}

type MyTime time.Time

func main() {
	t := time.Date(2020, 1, 2, 3, 4, 5, 6, time.UTC)
	e := event{"a", t, Time{t}}
	fmt.Println(e)
	fmt.Printf("%v\n%+v\n%#v\n", e, e, e)
	var z event
	fmt.Printf("%v\n%+v\n", z, z)
	m := ObjectMeta{Name: "x", CreationTimestamp: Time{t}}
	fmt.Printf("%v\n%+v\n", m, m)
	fmt.Println(MyTime(t))
	fmt.Printf("%+v\n", MyTime(t))
	fmt.Println(event{at: time.Date(1800, 1, 1, 0, 0, 0, 0, time.UTC)})
	fmt.Println(struct{ t time.Time }{time.Unix(0, 0).UTC()})
	fmt.Println(struct{ t time.Time }{time.Unix(1700000000, 5).UTC()})

	// With a monotonic reading, wall holds the flag and the seconds since 1885; ext the reading.
	s := fmt.Sprintf("%+v", struct{ t time.Time }{time.Now()})
	fmt.Println(strings.HasPrefix(s, "{t:{wall:1"), strings.Contains(s, " ext:"), strings.Contains(s, " loc:0x"))
	s = fmt.Sprintf("%v", struct{ t time.Time }{time.Now().Round(0).UTC()})
	fmt.Println(strings.HasSuffix(s, " <nil>}}"), strings.HasPrefix(s, "{{"))
}

// Output:
// {a {6 63713531045 <nil>} {{6 63713531045 <nil>}}}
// {a {6 63713531045 <nil>} {{6 63713531045 <nil>}}}
// {name:a at:{wall:6 ext:63713531045 loc:<nil>} mt:{Time:{wall:6 ext:63713531045 loc:<nil>}}}
// main.event{name:"a", at:time.Time{wall:0x6, ext:63713531045, loc:(*time.Location)(nil)}, mt:main.Time{Time:time.Time{wall:0x6, ext:63713531045, loc:(*time.Location)(nil)}}}
// { {0 0 <nil>} {{0 0 <nil>}}}
// {name: at:{wall:0 ext:0 loc:<nil>} mt:{Time:{wall:0 ext:0 loc:<nil>}}}
// {x 2020-01-02 03:04:05.000000006 +0000 UTC <nil>}
// {Name:x CreationTimestamp:2020-01-02 03:04:05.000000006 +0000 UTC DeletionTimestamp:<nil>}
// {6 63713531045 <nil>}
// {wall:6 ext:63713531045 loc:<nil>}
// { {0 56770934400 <nil>} {{0 0 <nil>}}}
// {{0 62135596800 <nil>}}
// {{5 63835596800 <nil>}}
// true true true
// true true
