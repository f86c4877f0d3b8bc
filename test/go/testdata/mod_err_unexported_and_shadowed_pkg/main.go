package main

import (
	"fmt"

	"example.com/shop/store"
	"example.com/shop/util"
)

func main() {
	c := store.NewCart()
	c.Add(store.Item{Name: "pen", price: 2})
	c.Add(store.Item{"cup", 3})
	fmt.Println(c.Count(), c.total(), store.maxItems)
	var x store.cart
	util := util.Title("go")
	fmt.Println(util, util.Title("x"), x)
}

// Error:
// # example.com/shop
// ./main.go:12:32: cannot refer to unexported field price in struct literal of type store.Item
// ./main.go:13:26: implicit assignment to unexported field price in struct literal of type store.Item
// ./main.go:14:27: c.total undefined (cannot refer to unexported method total)
// ./main.go:14:42: undefined: store.maxItems
// ./main.go:15:14: name cart not exported by package store
// ./main.go:17:25: util.Title undefined (type string has no field or method Title)
