package main

import (
	"context"
	"fmt"
)

type Client struct{}

func (c *Client) Create(ctx context.Context, obj any, opts ...string) error { return nil }

func main() {
	c := &Client{}
	err := c.Create(context.Background())
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_not_enough_args.go:14:18: not enough arguments in call to c.Create
// 	have (context.Context)
// 	want (context.Context, any, ...string)
