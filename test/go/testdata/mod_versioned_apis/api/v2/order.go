package v2

import v1 "example.com/shop/api/v1"

type Order struct {
	ID       string
	Items    int
	Priority string
}

func FromV1(o v1.Order) Order { return Order{ID: o.ID, Items: o.Items, Priority: "normal"} }
