package main

import (
	"fmt"
	"os"
	"text/tabwriter"
)

type row struct {
	name   string
	qty    int
	price  float64
	status string
}

func main() {
	rows := []row{{"Widget", 4, 3.5, "ok"}, {"Gadget Deluxe", 12, 129.99, "backorder"}, {"Nut", 1000, 0.02, ""}}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "NAME\tQTY\tPRICE\tSTATUS\t")
	for _, r := range rows {
		fmt.Fprintf(w, "%s\t%d\t%.2f\t%s\t\n", r.name, r.qty, r.price, r.status)
	}
	w.Flush()
	w = tabwriter.NewWriter(os.Stdout, 8, 8, 1, '\t', 0)
	fmt.Fprintln(w, "a\tb\tc")
	fmt.Fprintln(w, "aaaaaaaaa\tbb\tc")
	fmt.Fprintln(w, "\t\tonly third")
	w.Flush()
	w = tabwriter.NewWriter(os.Stdout, 0, 4, 1, '-', 0)
	fmt.Fprint(w, "x\ty\n\nafter blank\tline\n")
	fmt.Fprint(w, "é\tü\tunicode\n")
	w.Write([]byte("partial\tline"))
	w.Flush()
	fmt.Println("|end")
	w = tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', tabwriter.FilterHTML|tabwriter.StripEscape)
	fmt.Fprintln(w, "<b>bold</b>\t&amp;\tx")
	fmt.Fprintln(w, "plain\ty\tz")
	fmt.Fprintln(w, "\xffesc\taped\xff\tq\tr")
	w.Flush()
}

// Output:
//            NAME|   QTY|   PRICE|     STATUS|
//          Widget|     4|    3.50|         ok|
//   Gadget Deluxe|    12|  129.99|  backorder|
//             Nut|  1000|    0.02|           |
// a		b	c
// aaaaaaaaa	bb	c
// 			only third
// x-y
//
// after blank-line
// é-----------ü-unicode
// partial-----line|end
// <b>bold</b>     &amp; x
// plain    y z
// esc	aped q r
