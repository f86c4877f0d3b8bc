package main

import (
	"context"
	"fmt"
	"time"
)

func fetch(ctx context.Context) error { return ctx.Err() }

func a(parent context.Context) error {
	ctx, _ := context.WithTimeout(parent, time.Second)
	return fetch(ctx)
}

func b(parent context.Context) error {
	ctx, cancel := context.WithCancel(parent)
	if err := fetch(ctx); err != nil {
		return err
	}
	cancel()
	return nil
}

func c(parent context.Context) {
	ctx, cancel := context.WithDeadline(parent, time.Now())
	_ = cancel
	fmt.Println(ctx)
}

func d(parent context.Context) context.Context {
	ctx, cancel := context.WithCancelCause(parent)
	if ctx == nil {
		cancel(nil)
	}
	return ctx
}

func e(parent context.Context) {
	var cancel context.CancelFunc
	var ctx context.Context
	ctx, cancel = context.WithTimeout(parent, time.Minute)
	for i := 0; i < 3; i++ {
		if i == 2 {
			return
		}
	}
	defer cancel()
	fmt.Println(ctx)
}

func f(parent context.Context) {
	ctx, stop := context.WithTimeoutCause(parent, time.Second, nil)
	fmt.Println(ctx, stop)
}

func main() {
	ctx := context.Background()
	_ = a(ctx)
	_ = b(ctx)
	c(ctx)
	d(ctx)
	e(ctx)
	f(ctx)
}
