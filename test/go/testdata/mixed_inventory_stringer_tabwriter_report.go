package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"text/tabwriter"
)

type Category int

const (
	Tools Category = iota + 1
	Garden
	Kitchen
)

var catNames = map[Category]string{Tools: "tools", Garden: "garden", Kitchen: "kitchen"}

func (c Category) String() string {
	if n, ok := catNames[c]; ok {
		return n
	}
	return fmt.Sprintf("Category(%d)", int(c))
}

type Product struct {
	SKU      string
	Name     string
	Cat      Category
	Qty      int
	PriceCts int
}

type Inventory []Product

func (inv Inventory) ByCategory() map[Category][]Product {
	out := map[Category][]Product{}
	for _, p := range inv {
		out[p.Cat] = append(out[p.Cat], p)
	}
	return out
}

func (inv Inventory) LowStock(threshold int) (low Inventory) {
	for _, p := range inv {
		if p.Qty < threshold {
			low = append(low, p)
		}
	}
	sort.SliceStable(low, func(i, j int) bool { return low[i].Qty < low[j].Qty })
	return
}

func money(c int) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s$%d.%02d", sign, c/100, c%100)
}

func main() {
	inv := Inventory{
		{"T-100", "Hammer", Tools, 12, 1599},
		{"G-210", "Rake", Garden, 3, 2450},
		{"K-301", "Whisk", Kitchen, 0, 399},
		{"T-101", "Screwdriver set", Tools, 4, 2999},
		{"X-999", "Mystery box", Category(9), 1, 100},
		{"G-211", "Hose", Garden, 3, 3500},
	}
	groups := inv.ByCategory()
	cats := make([]Category, 0, len(groups))
	for c := range groups {
		cats = append(cats, c)
	}
	sort.Slice(cats, func(i, j int) bool { return cats[i] < cats[j] })
	w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "CATEGORY\tITEMS\tUNITS\tVALUE\t")
	grand := 0
	for _, c := range cats {
		units, value := 0, 0
		for _, p := range groups[c] {
			units += p.Qty
			value += p.Qty * p.PriceCts
		}
		grand += value
		fmt.Fprintf(w, "%v\t%d\t%d\t%s\t\n", c, len(groups[c]), units, money(value))
	}
	fmt.Fprintf(w, "TOTAL\t\t\t%s\t\n", money(grand))
	w.Flush()
	fmt.Println()
	for _, p := range inv.LowStock(5) {
		status := "low"
		if p.Qty == 0 {
			status = "OUT"
		}
		fmt.Printf("%-6s %-16q %3d %s\n", p.SKU, p.Name, p.Qty, strings.ToUpper(status))
	}
	fmt.Println(money(-5), money(7), Category(0), fmt.Sprintf("%d|%v|%s", Garden, Garden, Kitchen))
}

// Output:
//      CATEGORY  ITEMS  UNITS    VALUE
//         tools      2     16  $311.84
//        garden      2      6  $178.50
//       kitchen      1      0    $0.00
//   Category(9)      1      1    $1.00
//         TOTAL                $491.34
//
// K-301  "Whisk"            0 OUT
// X-999  "Mystery box"      1 LOW
// G-210  "Rake"             3 LOW
// G-211  "Hose"             3 LOW
// T-101  "Screwdriver set"   4 LOW
// -$0.05 $0.07 Category(0) 2|garden|kitchen
