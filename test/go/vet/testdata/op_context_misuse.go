package main

import (
	"context"
	"fmt"
	"time"
)

func work(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	_ = cancel
	select {
	case <-ctx.Done():
		return ctx.Err()
	default:
	}
	return nil
}

func other(ctx context.Context) {
	ctx2, _ := context.WithCancel(ctx)
	fmt.Println(ctx2)
}

func main() {
	work(context.TODO())
	other(nil)
}
