package main

import (
	"context"
	"fmt"
	"time"
)

func work(ctx context.Context) error {
	select {
	case <-ctx.Done:
		return ctx.Err
	case <-time.After(time.Second):
	}
	return nil
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 10)
	err := work(ctx, cancel)
	fmt.Println(err)
}

// Error:
// # command-line-arguments
// ./err_context_misuse.go:11:9: invalid operation: cannot receive from non-channel ctx.Done (value of type func() <-chan struct{})
// ./err_context_misuse.go:12:10: cannot use ctx.Err (value of type func() error) as error value in return statement: func() error does not implement error (missing method Error)
// ./err_context_misuse.go:20:19: too many arguments in call to work
// 	have (context.Context, context.CancelFunc)
// 	want (context.Context)
