package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func slowOp(ctx context.Context, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	fmt.Println(slowOp(ctx, 10*time.Millisecond))
	err := slowOp(ctx, time.Second)
	fmt.Println(err, errors.Is(err, context.DeadlineExceeded))
	_, hasDeadline := ctx.Deadline()
	fmt.Println(hasDeadline)
}

// Output:
// <nil>
// context deadline exceeded true
// true
