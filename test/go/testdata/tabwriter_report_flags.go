package main

import (
	"fmt"
	"os"
	"text/tabwriter"
)

type row struct {
	name   string
	ready  string
	status string
	age    string
}

func main() {
	rows := []row{
		{"nginx-7c5ddbdf54-abcde", "1/1", "Running", "5d"},
		{"redis-0", "0/1", "CrashLoopBackOff", "12m"},
		{"x", "1/1", "Completed", "3h"},
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 3, ' ', 0)
	fmt.Fprintln(w, "NAME\tREADY\tSTATUS\tAGE")
	for _, r := range rows {
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", r.name, r.ready, r.status, r.age)
	}
	w.Flush()

	fmt.Println()
	w = tabwriter.NewWriter(os.Stdout, 5, 0, 1, '.', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "a\tbbb\tc\t")
	fmt.Fprintln(w, "aaaa\tb\tccccc\t")
	fmt.Fprintln(w, "\t\tx\t")
	w.Flush()

	fmt.Println()
	w = tabwriter.NewWriter(os.Stdout, 0, 4, 0, '\t', tabwriter.TabIndent)
	fmt.Fprintln(w, "\tfunc\tmain()")
	fmt.Fprintln(w, "\t\tx := 1\t// comment")
	fmt.Fprintln(w, "no tabs here")
	fmt.Fprint(w, "last\tline without newline")
	w.Flush()
	fmt.Println()

	w = tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', tabwriter.DiscardEmptyColumns|tabwriter.FilterHTML)
	fmt.Fprintln(w, "<b>bold</b>\t&amp;\t\tend")
	fmt.Fprintln(w, "k\tv\t\tz")
	fmt.Fprintln(w, "é\tü\t\t✓")
	w.Flush()
}

// Output:
// NAME                     READY   STATUS             AGE
// nginx-7c5ddbdf54-abcde   1/1     Running            5d
// redis-0                  0/1     CrashLoopBackOff   12m
// x                        1/1     Completed          3h
//
// ....a|..bbb|.....c|
// .aaaa|....b|.ccccc|
// .....|.....|.....x|
//
// funcmain()
// 	x := 1	// comment
// no tabs here
// lastline without newline
// <b>bold</b>  &amp;    end
// k     v    z
// é     ü    ✓
