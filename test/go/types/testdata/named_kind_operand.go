package main

type Money struct{ cents int }

func (m *Money) String() string { return "" }

type Stringer interface{ String() string }

func main() {
	price := Money{}
	var s Stringer = price
	_ = s
}

// Error:
// ./named_kind_operand.go:11:19: cannot use price (variable of struct type Money) as Stringer value in variable declaration: Money does not implement Stringer (method String has pointer receiver)
