package main

import (
	"fmt"
	"time"
)

func main() {
	names := []string{"Australia/Lord_Howe", "America/Sao_Paulo", "Asia/Kathmandu", "Europe/London", "America/Los_Angeles", "Pacific/Auckland", "Africa/Cairo", "America/St_Johns", "Etc/GMT+5", "Europe/Istanbul", "../etc/passwd", "/abs", "US/Pacific"}
	base := time.Date(2025, 1, 10, 15, 4, 5, 0, time.UTC)
	for _, n := range names {
		loc, err := time.LoadLocation(n)
		if err != nil {
			fmt.Println(n, "error:", err)
			continue
		}
		for _, m := range []int{0, 3, 6, 9} {
			t := base.AddDate(0, m, 0).In(loc)
			name, off := t.Zone()
			fmt.Println(n, t.Format(time.RFC3339), t.Format("Jan 2 15:04 MST -0700"), name, off, t.IsDST())
		}
	}
	ny, _ := time.LoadLocation("America/New_York")
	t, err := time.ParseInLocation("2006-01-02 15:04", "2024-07-04 09:30", ny)
	fmt.Println(t, err, t.UTC())
	t2, err := time.ParseInLocation("2006-01-02 15:04 MST", "2024-01-04 09:30 EST", ny)
	fmt.Println(t2, err)
	t3, err := time.ParseInLocation("2006-01-02 15:04 MST", "2024-07-04 09:30 EST", ny)
	fmt.Println(t3, err)
	t4, err := time.Parse(time.RFC3339, "2024-07-04T09:30:00-04:00")
	fmt.Println(t4, err, t4.In(ny))
	start := time.Date(2024, 3, 9, 12, 0, 0, 0, ny)
	fmt.Println(start.Add(24*time.Hour), start.AddDate(0, 0, 1), start.AddDate(0, 0, 1).Sub(start))
	fmt.Println(time.Unix(1700000000, 0).In(ny), time.Unix(0, 0).UTC())
	la, _ := time.LoadLocation("America/Los_Angeles")
	meeting := time.Date(2024, 12, 25, 9, 0, 0, 0, la)
	fmt.Println(meeting.In(ny).Format(time.Kitchen), meeting.Location(), meeting.In(time.UTC).Location())
	fmt.Printf("%v|%s|%#v\n", ny, ny, meeting.Weekday())
	fmt.Println(meeting.Equal(meeting.In(ny)), meeting == meeting.In(ny))
	fmt.Println(time.Date(2024, 11, 3, 0, 0, 0, 0, ny).Add(3 * time.Hour))
	fmt.Println(time.Date(2024, 11, 3, 0, 30, 0, 0, ny).Truncate(time.Hour))
}

// Output:
// Australia/Lord_Howe 2025-01-11T02:04:05+11:00 Jan 11 02:04 +11 +1100 +11 39600 true
// Australia/Lord_Howe 2025-04-11T01:34:05+10:30 Apr 11 01:34 +1030 +1030 +1030 37800 false
// Australia/Lord_Howe 2025-07-11T01:34:05+10:30 Jul 11 01:34 +1030 +1030 +1030 37800 false
// Australia/Lord_Howe 2025-10-11T02:04:05+11:00 Oct 11 02:04 +11 +1100 +11 39600 true
// America/Sao_Paulo 2025-01-10T12:04:05-03:00 Jan 10 12:04 -03 -0300 -03 -10800 false
// America/Sao_Paulo 2025-04-10T12:04:05-03:00 Apr 10 12:04 -03 -0300 -03 -10800 false
// America/Sao_Paulo 2025-07-10T12:04:05-03:00 Jul 10 12:04 -03 -0300 -03 -10800 false
// America/Sao_Paulo 2025-10-10T12:04:05-03:00 Oct 10 12:04 -03 -0300 -03 -10800 false
// Asia/Kathmandu 2025-01-10T20:49:05+05:45 Jan 10 20:49 +0545 +0545 +0545 20700 false
// Asia/Kathmandu 2025-04-10T20:49:05+05:45 Apr 10 20:49 +0545 +0545 +0545 20700 false
// Asia/Kathmandu 2025-07-10T20:49:05+05:45 Jul 10 20:49 +0545 +0545 +0545 20700 false
// Asia/Kathmandu 2025-10-10T20:49:05+05:45 Oct 10 20:49 +0545 +0545 +0545 20700 false
// Europe/London 2025-01-10T15:04:05Z Jan 10 15:04 GMT +0000 GMT 0 false
// Europe/London 2025-04-10T16:04:05+01:00 Apr 10 16:04 BST +0100 BST 3600 true
// Europe/London 2025-07-10T16:04:05+01:00 Jul 10 16:04 BST +0100 BST 3600 true
// Europe/London 2025-10-10T16:04:05+01:00 Oct 10 16:04 BST +0100 BST 3600 true
// America/Los_Angeles 2025-01-10T07:04:05-08:00 Jan 10 07:04 PST -0800 PST -28800 false
// America/Los_Angeles 2025-04-10T08:04:05-07:00 Apr 10 08:04 PDT -0700 PDT -25200 true
// America/Los_Angeles 2025-07-10T08:04:05-07:00 Jul 10 08:04 PDT -0700 PDT -25200 true
// America/Los_Angeles 2025-10-10T08:04:05-07:00 Oct 10 08:04 PDT -0700 PDT -25200 true
// Pacific/Auckland 2025-01-11T04:04:05+13:00 Jan 11 04:04 NZDT +1300 NZDT 46800 true
// Pacific/Auckland 2025-04-11T03:04:05+12:00 Apr 11 03:04 NZST +1200 NZST 43200 false
// Pacific/Auckland 2025-07-11T03:04:05+12:00 Jul 11 03:04 NZST +1200 NZST 43200 false
// Pacific/Auckland 2025-10-11T04:04:05+13:00 Oct 11 04:04 NZDT +1300 NZDT 46800 true
// Africa/Cairo 2025-01-10T17:04:05+02:00 Jan 10 17:04 EET +0200 EET 7200 false
// Africa/Cairo 2025-04-10T17:04:05+02:00 Apr 10 17:04 EET +0200 EET 7200 false
// Africa/Cairo 2025-07-10T18:04:05+03:00 Jul 10 18:04 EEST +0300 EEST 10800 true
// Africa/Cairo 2025-10-10T18:04:05+03:00 Oct 10 18:04 EEST +0300 EEST 10800 true
// America/St_Johns 2025-01-10T11:34:05-03:30 Jan 10 11:34 NST -0330 NST -12600 false
// America/St_Johns 2025-04-10T12:34:05-02:30 Apr 10 12:34 NDT -0230 NDT -9000 true
// America/St_Johns 2025-07-10T12:34:05-02:30 Jul 10 12:34 NDT -0230 NDT -9000 true
// America/St_Johns 2025-10-10T12:34:05-02:30 Oct 10 12:34 NDT -0230 NDT -9000 true
// Etc/GMT+5 2025-01-10T10:04:05-05:00 Jan 10 10:04 -05 -0500 -05 -18000 false
// Etc/GMT+5 2025-04-10T10:04:05-05:00 Apr 10 10:04 -05 -0500 -05 -18000 false
// Etc/GMT+5 2025-07-10T10:04:05-05:00 Jul 10 10:04 -05 -0500 -05 -18000 false
// Etc/GMT+5 2025-10-10T10:04:05-05:00 Oct 10 10:04 -05 -0500 -05 -18000 false
// Europe/Istanbul 2025-01-10T18:04:05+03:00 Jan 10 18:04 +03 +0300 +03 10800 false
// Europe/Istanbul 2025-04-10T18:04:05+03:00 Apr 10 18:04 +03 +0300 +03 10800 false
// Europe/Istanbul 2025-07-10T18:04:05+03:00 Jul 10 18:04 +03 +0300 +03 10800 false
// Europe/Istanbul 2025-10-10T18:04:05+03:00 Oct 10 18:04 +03 +0300 +03 10800 false
// ../etc/passwd error: time: invalid location name
// /abs error: time: invalid location name
// US/Pacific 2025-01-10T07:04:05-08:00 Jan 10 07:04 PST -0800 PST -28800 false
// US/Pacific 2025-04-10T08:04:05-07:00 Apr 10 08:04 PDT -0700 PDT -25200 true
// US/Pacific 2025-07-10T08:04:05-07:00 Jul 10 08:04 PDT -0700 PDT -25200 true
// US/Pacific 2025-10-10T08:04:05-07:00 Oct 10 08:04 PDT -0700 PDT -25200 true
// 2024-07-04 09:30:00 -0400 EDT <nil> 2024-07-04 13:30:00 +0000 UTC
// 2024-01-04 09:30:00 -0500 EST <nil>
// 2024-07-04 10:30:00 -0400 EDT <nil>
// 2024-07-04 09:30:00 -0400 -0400 <nil> 2024-07-04 09:30:00 -0400 EDT
// 2024-03-10 13:00:00 -0400 EDT 2024-03-10 12:00:00 -0400 EDT 23h0m0s
// 2023-11-14 17:13:20 -0500 EST 1970-01-01 00:00:00 +0000 UTC
// 12:00PM America/Los_Angeles UTC
// America/New_York|America/New_York|3
// true false
// 2024-11-03 02:00:00 -0500 EST
// 2024-11-03 00:00:00 -0400 EDT
