package main

import "strings"

type Cart struct {
	Items []string
	Total float64
}

func (c *Cart) Add(item string, price int) {
	c.Items = append(c.Items, strings.TrimSpace(item))
	c.Total += price
}
