package main

import (
	"fmt"
	"os"
)

func main() {
	c := Cart{}
	c.Add("apple", 3)
	count := len(c.Items)
	fmt.Println(c.Totl)
}

// Error:
// # example.com/shop
// ./cart.go:12:2: invalid operation: c.Total += price (mismatched types float64 and int)
// ./main.go:5:2: "os" imported and not used
// ./main.go:11:2: declared and not used: count
// ./main.go:12:16: c.Totl undefined (type Cart has no field or method Totl)
