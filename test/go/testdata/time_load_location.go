package main

import (
	"fmt"
	"time"
)

func main() {
	for _, name := range []string{"UTC", "", "Local", "America/New_York", "Europe/Paris", "Asia/Kolkata", "Nowhere/City", "utc", "Australia/Sydney", "Asia/Tokyo"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			fmt.Println("err:", err)
			continue
		}
		t := time.Date(2024, 7, 1, 12, 0, 0, 0, time.UTC).In(loc)
		w := time.Date(2024, 1, 15, 12, 0, 0, 0, time.UTC).In(loc)
		fmt.Println(loc, loc.String(), t, w.Format(time.RFC1123Z), w.Format("MST"))
	}
	ny, _ := time.LoadLocation("America/New_York")
	d := time.Date(2024, 3, 10, 2, 30, 0, 0, ny)
	fmt.Println(d)
	d2 := time.Date(2024, 11, 3, 1, 30, 0, 0, ny)
	fmt.Println(d2, d2.Add(time.Hour))
	fz := time.FixedZone("XYZ", 3*3600+1800)
	fmt.Println(time.Date(2024, 1, 1, 0, 0, 0, 0, fz))
	fmt.Println(time.Date(2024, 1, 1, 0, 0, 0, 0, fz).UTC())
	name, off := time.Date(2024, 7, 1, 0, 0, 0, 0, ny).Zone()
	fmt.Println(name, off)
}

// Output:
// UTC UTC 2024-07-01 12:00:00 +0000 UTC Mon, 15 Jan 2024 12:00:00 +0000 UTC
// UTC UTC 2024-07-01 12:00:00 +0000 UTC Mon, 15 Jan 2024 12:00:00 +0000 UTC
// Local Local 2024-07-01 12:00:00 +0000 UTC Mon, 15 Jan 2024 12:00:00 +0000 UTC
// America/New_York America/New_York 2024-07-01 08:00:00 -0400 EDT Mon, 15 Jan 2024 07:00:00 -0500 EST
// Europe/Paris Europe/Paris 2024-07-01 14:00:00 +0200 CEST Mon, 15 Jan 2024 13:00:00 +0100 CET
// Asia/Kolkata Asia/Kolkata 2024-07-01 17:30:00 +0530 IST Mon, 15 Jan 2024 17:30:00 +0530 IST
// err: unknown time zone Nowhere/City
// err: unknown time zone utc
// Australia/Sydney Australia/Sydney 2024-07-01 22:00:00 +1000 AEST Mon, 15 Jan 2024 23:00:00 +1100 AEDT
// Asia/Tokyo Asia/Tokyo 2024-07-01 21:00:00 +0900 JST Mon, 15 Jan 2024 21:00:00 +0900 JST
// 2024-03-10 01:30:00 -0500 EST
// 2024-11-03 01:30:00 -0400 EDT 2024-11-03 01:30:00 -0500 EST
// 2024-01-01 00:00:00 +0330 XYZ
// 2023-12-31 20:30:00 +0000 UTC
// EDT -14400
