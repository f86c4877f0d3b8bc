package main

import (
	"context"
	"errors"
	"fmt"
)

func work(ctx context.Context, steps int) error {
	for i := 0; i < steps; i++ {
		select {
		case <-ctx.Done():
			return fmt.Errorf("stopped at step %d: %w", i, ctx.Err())
		default:
		}
	}
	return nil
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	fmt.Println(work(ctx, 3), ctx.Err())
	cancel()
	err := work(ctx, 3)
	fmt.Println(err, errors.Is(err, context.Canceled))
	cancel()
	fmt.Println(context.Background(), context.TODO())
}

// Output:
// <nil> <nil>
// stopped at step 0: context canceled true
// context.Background context.TODO
