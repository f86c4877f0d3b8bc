package main

import "fmt"

type Stringer interface{ String() string }

type Money struct{ Cents int }

func (m *Money) String() string { return fmt.Sprintf("$%d.%02d", m.Cents/100, m.Cents%100) }

func main() {
	price := Money{Cents: 1999}
	var s fmt.Stringer = price
	var t Stringer = price
	fmt.Println(s, t)
}

// Error:
// # command-line-arguments
// ./err_value_receiver_iface_var.go:13:23: cannot use price (variable of struct type Money) as fmt.Stringer value in variable declaration: Money does not implement fmt.Stringer (method String has pointer receiver)
// ./err_value_receiver_iface_var.go:14:19: cannot use price (variable of struct type Money) as Stringer value in variable declaration: Money does not implement Stringer (method String has pointer receiver)
