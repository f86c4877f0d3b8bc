package main

import (
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
)

type SKU string

type Item struct {
	SKU   SKU
	Name  string
	Qty   int
	Price float64
	Tags  map[string]bool
}

type Inventory struct {
	items map[SKU]*Item
	log   []string
}

var ErrNotFound = errors.New("not found")

type StockError struct {
	SKU       SKU
	Want, Got int
}

func (e StockError) Error() string {
	return "sku " + string(e.SKU) + ": want " + strconv.Itoa(e.Want) + ", have " + strconv.Itoa(e.Got)
}

func (inv *Inventory) Take(s SKU, n int) error {
	it, ok := inv.items[s]
	if !ok {
		return fmt.Errorf("take %q: %w", s, ErrNotFound)
	}
	if it.Qty < n {
		return StockError{s, n, it.Qty}
	}
	it.Qty -= n
	inv.log = append(inv.log, fmt.Sprintf("took %d×%s", n, s))
	return nil
}

func parseLine(line string) (*Item, error) {
	f := strings.Split(line, ";")
	if len(f) != 4 {
		return nil, fmt.Errorf("line %q: want 4 fields, got %d", line, len(f))
	}
	qty, err := strconv.Atoi(strings.TrimSpace(f[2]))
	if err != nil {
		return nil, fmt.Errorf("qty: %w", err)
	}
	price, err := strconv.ParseFloat(strings.TrimSpace(f[3]), 64)
	if err != nil {
		return nil, fmt.Errorf("price: %w", err)
	}
	return &Item{SKU: SKU(f[0]), Name: f[1], Qty: qty, Price: price, Tags: map[string]bool{}}, nil
}

func main() {
	data := `A1;Widget; 10; 2.50
B2;Gadget;3;10
C3;Broken;x;1
D4;Gizmo;7;1e2
E5;Short;1`
	inv := &Inventory{items: map[SKU]*Item{}}
	for _, line := range strings.Split(data, "\n") {
		it, err := parseLine(line)
		if err != nil {
			var ne *strconv.NumError
			fmt.Println("skip:", err, errors.As(err, &ne))
			continue
		}
		inv.items[it.SKU] = it
	}
	for _, op := range []struct {
		s SKU
		n int
	}{{"A1", 4}, {"B2", 5}, {"Z9", 1}, {"A1", 6}, {"A1", 1}} {
		err := inv.Take(op.s, op.n)
		var se StockError
		switch {
		case errors.Is(err, ErrNotFound):
			fmt.Println("missing:", err)
		case errors.As(err, &se):
			fmt.Printf("short %d: %v\n", se.Want-se.Got, se)
		case err != nil:
			fmt.Println("other:", err)
		}
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 1, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "SKU\tName\tQty\tValue\t")
	for _, k := range slices.Sorted(maps.Keys(inv.items)) {
		it := inv.items[k]
		fmt.Fprintf(w, "%s\t%s\t%d\t%.2f\t\n", it.SKU, it.Name, it.Qty, float64(it.Qty)*it.Price)
	}
	w.Flush()
	fmt.Println(strings.Join(inv.log, "; "))
	fmt.Printf("%v %d\n", inv.items["A1"].Tags, len(inv.items))
}

// Output:
// skip: qty: strconv.Atoi: parsing "x": invalid syntax true
// skip: line "E5;Short;1": want 4 fields, got 3 false
// short 2: sku B2: want 5, have 3
// missing: take "Z9": not found
// short 1: sku A1: want 1, have 0
//  SKU   Name Qty  Value
//   A1 Widget   0   0.00
//   B2 Gadget   3  30.00
//   D4  Gizmo   7 700.00
// took 4×A1; took 6×A1
// map[] 3
