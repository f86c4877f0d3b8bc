package main

import (
	"fmt"
	"os"
	"text/tabwriter"
)

func main() {
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 1, ' ', 0)
	fmt.Fprintln(w, "NAME\tAGE\tCITY")
	fmt.Fprintln(w, "Alice\t30\tNew York")
	fmt.Fprintln(w, "Bob\t4\tLA")
	fmt.Fprintln(w, "Christopher\t100\tSan Francisco")
	w.Flush()

	w = tabwriter.NewWriter(os.Stdout, 5, 0, 2, '.', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "a\tb\tc")
	fmt.Fprintln(w, "aaa\tbbbbbb\tc")
	fmt.Fprintln(w, "no tabs here")
	fmt.Fprintln(w, "x\ty\t")
	w.Flush()

	w = tabwriter.NewWriter(os.Stdout, 0, 4, 0, '\t', tabwriter.TabIndent)
	fmt.Fprintf(w, "\tindented\tcol\n\t\tdeeper\tz\n")
	fmt.Fprint(w, "last\tline")
	w.Flush()
	fmt.Println()

	w = tabwriter.NewWriter(os.Stdout, 0, 8, 1, '-', tabwriter.DiscardEmptyColumns)
	fmt.Fprintln(w, "k\t\tv")
	fmt.Fprintln(w, "key2\t\tvalue2")
	w.Flush()
	fmt.Println("done")
}

// Output:
// NAME        AGE CITY
// Alice       30  New York
// Bob         4   LA
// Christopher 100 San Francisco
// ....a|.......b|c
// ..aaa|..bbbbbb|c
// no tabs here
// ....x|....y|
// 	indentedcol
// 			deeper	z
// lastline
// k-----v
// key2--value2
// done
