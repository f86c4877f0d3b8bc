// Time.Round and Truncate of times before year 1 (time.Date(0, 0, 0, ...)) round from the zero Time as
// any other: the remainder is taken non-negative (time.go div).
package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(0, 0, 0, 12, 15, 30, 918273645, time.UTC)
	for _, d := range []time.Duration{time.Nanosecond, time.Microsecond, time.Millisecond, time.Second, 2 * time.Second, time.Minute, 10 * time.Minute, time.Hour} {
		fmt.Printf("%6s round %s truncate %s\n", d, t.Round(d).Format("15:04:05.999999999"), t.Truncate(d).Format("15:04:05.999999999"))
	}
	fmt.Println(t, t.Round(time.Hour))
	u := time.Date(-5, 3, 1, 7, 30, 0, 0, time.UTC)
	fmt.Println(u.Truncate(24*time.Hour), u.Round(24*time.Hour), u.Round(7*24*time.Hour))
	v := time.Date(2012, 12, 7, 12, 15, 30, 918273645, time.UTC)
	fmt.Println(v.Round(time.Hour), v.Truncate(time.Hour), v.Round(2*time.Second))
}

// Output:
//    1ns round 12:15:30.918273645 truncate 12:15:30.918273645
//    1µs round 12:15:30.918274 truncate 12:15:30.918273
//    1ms round 12:15:30.918 truncate 12:15:30.918
//     1s round 12:15:31 truncate 12:15:30
//     2s round 12:15:30 truncate 12:15:30
//   1m0s round 12:16:00 truncate 12:15:00
//  10m0s round 12:20:00 truncate 12:10:00
// 1h0m0s round 12:00:00 truncate 12:00:00
// -0001-11-30 12:15:30.918273645 +0000 UTC -0001-11-30 12:00:00 +0000 UTC
// -0005-03-01 00:00:00 +0000 UTC -0005-03-01 00:00:00 +0000 UTC -0005-02-27 00:00:00 +0000 UTC
// 2012-12-07 12:00:00 +0000 UTC 2012-12-07 12:00:00 +0000 UTC 2012-12-07 12:15:30 +0000 UTC
