package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"time"
)

type Client struct{}

func (c *Client) Get(ctx context.Context, name string) error { return ctx.Err() }

type Reconciler struct{ client *Client }

func (r *Reconciler) Reconcile(ctx context.Context, name string) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	if err := r.client.Get(ctx, name); err != nil {
		return 0, err
	}
	defer cancel()
	return time.Minute, nil
}

func fatalOnError(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	if err := ctx.Err(); err != nil {
		log.Fatal(err)
	}
	fmt.Println(ctx)
	cancel()
}

func exitOnError(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	if ctx.Err() != nil {
		os.Exit(1)
	}
	if ctx == nil {
		die("nil")
	}
	cancel()
	return nil
}

func die(msg string) {
	fmt.Println(msg)
	os.Exit(2)
}

func fallsOffEnd(ctx context.Context) {
	ctx, cancel := context.WithDeadline(ctx, time.Now())
	fmt.Println(ctx)
	if ctx == nil {
		cancel()
	}
}

func causes(ctx context.Context) error {
	c1, _ := context.WithCancelCause(ctx)
	c2, stop := context.WithTimeoutCause(ctx, time.Second, errors.New("slow"))
	fmt.Println(c1, c2)
	return nil
	stop()
	return nil
}

func namedResult(ctx context.Context) (cancel context.CancelFunc, err error) {
	ctx, cancel = context.WithCancel(ctx)
	if ctx.Err() != nil {
		return
	}
	return nil, nil
}

func inLoop(ctx context.Context, names []string) error {
	for _, n := range names {
		cctx, cancel := context.WithTimeout(ctx, time.Second)
		if n == "" {
			continue
		}
		if err := (&Client{}).Get(cctx, n); err != nil {
			return err
		}
		cancel()
	}
	return nil
}

func inSwitch(ctx context.Context, mode int) error {
	var cancel func()
	switch mode {
	case 0:
		ctx, cancel = context.WithCancel(ctx)
	case 1:
		return nil
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	default:
	}
	cancel()
	return nil
}

func literal(ctx context.Context) {
	run := func() error {
		c, cancel := context.WithTimeout(ctx, time.Second)
		if c.Err() != nil {
			return c.Err()
		}
		cancel()
		return nil
	}
	go func() {
		_, cancel := context.WithCancel(ctx)
		_ = cancel
	}()
	_ = run()
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	if ctx == nil {
		return
	}
	fmt.Println(fallsOffEnd, fatalOnError, exitOnError, causes, namedResult, inLoop, inSwitch, literal)
	cancel()
}
