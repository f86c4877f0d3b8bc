package main

import (
	"context"
	"fmt"
	"time"
)

func main() {
	ctx, cancel := context.WithTimeout(time.Second, context.Background())
	defer cancel()
	fmt.Println(ctx)
}

// Error:
// # command-line-arguments
// ./types_err_context_arg_order.go:10:37: cannot use time.Second (constant 1000000000 of int64 type time.Duration) as context.Context value in argument to context.WithTimeout: time.Duration does not implement context.Context (missing method Deadline)
// ./types_err_context_arg_order.go:10:50: cannot use context.Background() (value of interface type context.Context) as time.Duration value in argument to context.WithTimeout
