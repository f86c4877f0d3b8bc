package main

import (
	"fmt"
	"os"
	"text/tabwriter"
)

type line struct {
	sku   string
	desc  string
	qty   int
	price float64
}

func main() {
	items := []line{
		{"A-1", "Widget", 3, 2.5},
		{"B-22", "Gadget with a long name", 10, 13.99},
		{"C-333", "Gizmo", 1, 1000},
		{"", "", 0, 0},
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "SKU\tDESCRIPTION\tQTY\tPRICE\t")
	for _, it := range items {
		fmt.Fprintf(w, "%s\t%s\t%d\t%.2f\t\n", it.sku, it.desc, it.qty, it.price)
	}
	w.Flush()

	fmt.Println("--- right aligned, dots")
	w = tabwriter.NewWriter(os.Stdout, 6, 4, 1, '.', tabwriter.AlignRight|tabwriter.Debug)
	for _, it := range items[:3] {
		fmt.Fprintf(w, "%s\t%d\t%.2f\t\n", it.sku, it.qty, it.price)
	}
	w.Flush()

	fmt.Println("--- tabs padding")
	w = tabwriter.NewWriter(os.Stdout, 8, 8, 1, '\t', 0)
	fmt.Fprintln(w, "a\tbb\tccc")
	fmt.Fprintln(w, "dddddddddd\te\tf")
	fmt.Fprintln(w, "no tabs here")
	fmt.Fprintln(w, "g\th")
	w.Flush()

	fmt.Println("--- discard empty, filter html")
	w = tabwriter.NewWriter(os.Stdout, 0, 8, 1, '-', tabwriter.DiscardEmptyColumns|tabwriter.FilterHTML|tabwriter.StripEscape)
	fmt.Fprintln(w, "x\t\t<b>bold</b>\t&amp;\ty")
	fmt.Fprintln(w, "longer\t\tv\t\xffesc\taped\xff\tz")
	w.Flush()

	fmt.Println("--- trailing cells without tab terminate")
	w = tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', tabwriter.TabIndent)
	fmt.Fprint(w, "\tindented\tx\n\t\tdeeper\ty\nplain\tz\n")
	w.Flush()
}

// Output:
// SKU    DESCRIPTION              QTY  PRICE    
// A-1    Widget                   3    2.50     
// B-22   Gadget with a long name  10   13.99    
// C-333  Gizmo                    1    1000.00  
//                                 0    0.00     
// --- right aligned, dots
// ...A-1|.....3|....2.50|
// ..B-22|....10|...13.99|
// .C-333|.....1|.1000.00|
// --- tabs padding
// a		bb	ccc
// dddddddddd	e	f
// no tabs here
// g	h
// --- discard empty, filter html
// x-------<b>bold</b>-&amp;--------y
// longer--v----esc	aped-z
// --- trailing cells without tab terminate
// 	indented x
// 			deeper y
// plain z
