package main

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

const data = `sku,name,qty,price
A-1,"Widget, large",10,2.50
B-7,Gadget,0,19.99
C-3,"Quote ""special""",5,abc
D-9,Thing,3
E-2,Doohickey,7,1.00
`

type Item struct {
	SKU   string
	Name  string
	Qty   int
	Price float64
}

func main() {
	r := csv.NewReader(strings.NewReader(data))
	r.FieldsPerRecord = -1
	header, _ := r.Read()
	fmt.Println(header)
	var items []Item
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			fmt.Println("read:", err)
			continue
		}
		line, _ := r.FieldPos(0)
		if len(rec) != 4 {
			fmt.Printf("line %d: want 4 fields, got %d\n", line, len(rec))
			continue
		}
		qty, err := strconv.Atoi(rec[2])
		if err != nil {
			fmt.Printf("line %d: qty: %v\n", line, err)
			continue
		}
		price, err := strconv.ParseFloat(rec[3], 64)
		if err != nil {
			fmt.Printf("line %d: price: %v\n", line, err)
			continue
		}
		items = append(items, Item{rec[0], rec[1], qty, price})
	}
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"sku", "name", "value"})
	total := 0.0
	for _, it := range items {
		v := float64(it.Qty) * it.Price
		total += v
		w.Write([]string{it.SKU, it.Name, strconv.FormatFloat(v, 'f', 2, 64)})
	}
	w.Write([]string{"", "multi\nline", `"quoted"`})
	w.Flush()
	fmt.Println("total:", total, w.Error())
	strict := csv.NewReader(strings.NewReader("a,b\nc\n"))
	_, err := strict.ReadAll()
	fmt.Println(err)
	bad := csv.NewReader(strings.NewReader("x,\"unterminated\n"))
	_, err = bad.Read()
	var pe *csv.ParseError
	fmt.Println(err, errors.As(err, &pe))
}

// Output:
// [sku name qty price]
// line 4: price: strconv.ParseFloat: parsing "abc": invalid syntax
// line 5: want 4 fields, got 3
// sku,name,value
// A-1,"Widget, large",25.00
// B-7,Gadget,0.00
// E-2,Doohickey,7.00
// ,"multi
// line","""quoted"""
// total: 32 <nil>
// record on line 2: wrong number of fields
// parse error on line 1, column 17: extraneous or missing " in quoted-field true
