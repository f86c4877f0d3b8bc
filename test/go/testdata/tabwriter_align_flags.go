package main

import (
	"fmt"
	"os"
	"text/tabwriter"
)

func main() {
	rows := [][]string{
		{"NAME", "READY", "STATUS", "RESTARTS", "AGE"},
		{"web-7d4b9c8f6-x2x9k", "1/1", "Running", "0", "5m"},
		{"db-0", "0/1", "CrashLoopBackOff", "12 (3m ago)", "2h"},
		{"job", "", "Completed", "", "10d"},
	}
	for _, cfg := range []struct {
		minwidth, tabwidth, padding int
		padchar                     byte
		flags                       uint
	}{
		{0, 8, 3, ' ', 0},
		{10, 8, 1, '.', tabwriter.AlignRight},
		{0, 4, 1, ' ', tabwriter.Debug},
		{0, 8, 1, '\t', 0},
		{5, 0, 2, '-', tabwriter.DiscardEmptyColumns | tabwriter.Debug},
	} {
		w := tabwriter.NewWriter(os.Stdout, cfg.minwidth, cfg.tabwidth, cfg.padding, cfg.padchar, cfg.flags)
		for _, r := range rows {
			for i, c := range r {
				if i > 0 {
					fmt.Fprint(w, "\t")
				}
				fmt.Fprint(w, c)
			}
			fmt.Fprintln(w, "\t")
		}
		w.Flush()
		fmt.Println("--")
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', tabwriter.FilterHTML|tabwriter.StripEscape)
	fmt.Fprintln(w, "a<b>bold</b>\tx&amp;y\tz")
	fmt.Fprintln(w, "\xffesc\taped\xff\tq\t")
	fmt.Fprintln(w, "long cell here\t1\t2")
	fmt.Fprintln(w, "")
	fmt.Fprintln(w, "after blank\tx")
	w.Flush()
}

// Output:
// NAME                  READY   STATUS             RESTARTS      AGE   
// web-7d4b9c8f6-x2x9k   1/1     Running            0             5m    
// db-0                  0/1     CrashLoopBackOff   12 (3m ago)   2h    
// job                           Completed                        10d   
// --
// ................NAME.....READY...........STATUS....RESTARTS.......AGE
// .web-7d4b9c8f6-x2x9k.......1/1..........Running...........0........5m
// ................db-0.......0/1.CrashLoopBackOff.12 (3m ago)........2h
// .................job..................Completed...................10d
// --
// NAME                |READY |STATUS           |RESTARTS    |AGE |
// web-7d4b9c8f6-x2x9k |1/1   |Running          |0           |5m  |
// db-0                |0/1   |CrashLoopBackOff |12 (3m ago) |2h  |
// job                 |      |Completed        |            |10d |
// --
// NAME			READY	STATUS			RESTARTS	AGE	
// web-7d4b9c8f6-x2x9k	1/1	Running			0		5m	
// db-0			0/1	CrashLoopBackOff	12 (3m ago)	2h	
// job				Completed				10d	
// --
// NAME-----------------|READY--|STATUS------------|RESTARTS-----|AGE--|
// web-7d4b9c8f6-x2x9k--|1/1----|Running-----------|0------------|5m---|
// db-0-----------------|0/1----|CrashLoopBackOff--|12 (3m ago)--|2h---|
// job------------------|-------|Completed---------|-------------|10d--|
// --
// a<b>bold</b>          x&amp;y z
// esc	aped       q   
// long cell here 1   2
//
// after blank x
