package main

import "fmt"

type Money int64

func (m Money) String() string { return fmt.Sprintf("$%d.%02d", m/100, m%100) }

func main() {
	items := []struct {
		Name  string
		Qty   int
		Price Money
	}{{"widget", 3, 1999}, {"gadget with long name", 12, 5}, {"x", 100, 100000}}
	fmt.Printf("|%-12.12s|%5s|%10s|\n", "ITEM", "QTY", "PRICE")
	var total Money
	for _, it := range items {
		fmt.Printf("|%-12.12s|%5d|%10v|\n", it.Name, it.Qty, it.Price)
		total += Money(it.Qty) * it.Price
	}
	fmt.Printf("|%-12s|%5s|%10s|\n", "TOTAL", "", total)
	fmt.Printf("%08.3f|%+08d|%-+6d|% d|%x|%X\n", 3.14159, 42, 7, 5, -1, uint8(200))
	fmt.Printf("%6.1f%%|%3c|%-4q|%#v\n", 12.345, 'z', 'q', Money(5))
}

// Output:
// |ITEM        |  QTY|     PRICE|
// |widget      |    3|    $19.99|
// |gadget with |   12|     $0.05|
// |x           |  100|  $1000.00|
// |TOTAL       |     |$100060.57|
// 0003.142|+0000042|+7    | 5|-1|C8
//   12.3%|  z|'q' |5
