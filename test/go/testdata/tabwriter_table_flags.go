package main

import (
	"fmt"
	"os"
	"text/tabwriter"
)

func main() {
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tREADY\tSTATUS\tRESTARTS\tAGE")
	fmt.Fprintln(w, "web-7d4b9c-abcde\t1/1\tRunning\t0\t5m")
	fmt.Fprintln(w, "db-0\t0/1\tCrashLoopBackOff\t12\t1h")
	fmt.Fprintln(w, "x\t\t\t\t")
	w.Flush()

	w = tabwriter.NewWriter(os.Stdout, 5, 0, 1, '.', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "a\tbbb\tc\t")
	fmt.Fprintln(w, "aaaa\tb\tccccc\t")
	fmt.Fprintln(w, "no tabs here")
	fmt.Fprintln(w, "1\t2\t")
	w.Flush()

	w = tabwriter.NewWriter(os.Stdout, 0, 4, 0, '\t', tabwriter.TabIndent)
	fmt.Fprintf(w, "\tindented\tx\n\t\tdouble\ty\n")
	w.Flush()

	w = tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', tabwriter.DiscardEmptyColumns|tabwriter.FilterHTML|tabwriter.StripEscape)
	fmt.Fprintln(w, "<b>bold</b>\t&amp;\tz")
	fmt.Fprintln(w, "\xffesc\taped\xff\t\tq")
	fmt.Fprintln(w, "ü\tö\tß")
	w.Flush()

	w = tabwriter.NewWriter(os.Stdout, 0, 8, 1, '-', 0)
	fmt.Fprint(w, "k\tv\nkey\tvalue\n\nafter\tblank\fff\tform\n")
	fmt.Fprint(w, "unterminated\tcell")
	w.Flush()
	fmt.Println()
}

// Output:
// NAME              READY  STATUS            RESTARTS  AGE
// web-7d4b9c-abcde  1/1    Running           0         5m
// db-0              0/1    CrashLoopBackOff  12        1h
// x                                                    
// ....a|..bbb|.....c|
// .aaaa|....b|.ccccc|
// no tabs here
// ....1|....2|
// indentedx
// 		double	y
// <b>bold</b>     &amp; z
// esc	aped   q
// ü        ö ß
// k---v
// key-value
//
// after-blank
// ff-----------form
// unterminated-cell
