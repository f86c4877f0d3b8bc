package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

type Item struct {
	SKU   string
	Name  string
	Qty   int
	Price float64
	Tags  []string
}

type Inventory map[string]*Item

func (inv Inventory) Add(line string) error {
	parts := strings.Split(line, ";")
	if len(parts) < 4 {
		return fmt.Errorf("bad line %q: want 4 fields, got %d", line, len(parts))
	}
	qty, err := strconv.Atoi(strings.TrimSpace(parts[2]))
	if err != nil {
		return fmt.Errorf("bad qty in %q: %w", line, err)
	}
	price, err := strconv.ParseFloat(strings.TrimSpace(parts[3]), 64)
	if err != nil {
		return fmt.Errorf("bad price: %w", err)
	}
	var tags []string
	if len(parts) > 4 {
		tags = strings.Split(parts[4], ",")
	}
	sku := strings.TrimSpace(parts[0])
	if it, ok := inv[sku]; ok {
		it.Qty += qty
		return nil
	}
	inv[sku] = &Item{sku, strings.TrimSpace(parts[1]), qty, price, tags}
	return nil
}

func main() {
	inv := Inventory{}
	lines := []string{
		"A1; Widget; 10; 2.50; tools,metal",
		"B2; Gadget; 3; 19.99",
		"A1; Widget; 5; 2.50",
		"C3; Doohickey; x; 1",
		"D4; Thing",
		"E5; Gizmo; 0; 5e2; rare",
	}
	for _, l := range lines {
		if err := inv.Add(l); err != nil {
			fmt.Println("skip:", err)
		}
	}
	items := slices.Collect(maps.Values(inv))
	slices.SortFunc(items, func(a, b *Item) int {
		return cmp.Or(cmp.Compare(b.Price*float64(b.Qty), a.Price*float64(a.Qty)), strings.Compare(a.SKU, b.SKU))
	})
	var total float64
	for _, it := range items {
		v := it.Price * float64(it.Qty)
		total += v
		fmt.Printf("%-4s %-10s %4d x %8.2f = %9.2f %v\n", it.SKU, it.Name, it.Qty, it.Price, v, it.Tags)
	}
	fmt.Printf("total %.2f across %d SKUs\n", total, len(inv))
	out := slices.DeleteFunc(slices.Clone(items), func(it *Item) bool { return it.Qty == 0 })
	names := make([]string, len(out))
	for i, it := range out {
		names[i] = it.Name
	}
	fmt.Println(strings.Join(names, ", "), len(items))
	idx, found := slices.BinarySearchFunc([]int{10, 20, 30}, 25, func(a, b int) int { return a - b })
	fmt.Println(idx, found)
}

// Output:
// skip: bad qty in "C3; Doohickey; x; 1": strconv.Atoi: parsing "x": invalid syntax
// skip: bad line "D4; Thing": want 4 fields, got 2
// B2   Gadget        3 x    19.99 =     59.97 []
// A1   Widget       15 x     2.50 =     37.50 [ tools metal]
// E5   Gizmo         0 x   500.00 =      0.00 [ rare]
// total 97.47 across 3 SKUs
// Gadget, Widget 3
// 2 false
