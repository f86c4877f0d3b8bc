package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

type ctxKey string

func handler(ctx context.Context) error {
	user, _ := ctx.Value(ctxKey("user")).(string)
	reqID := ctx.Value(ctxKey("req"))
	missing := ctx.Value("user")
	fmt.Println("user:", user, "req:", reqID, "missing:", missing)
	select {
	case <-ctx.Done():
		return fmt.Errorf("handler: %w", context.Cause(ctx))
	case <-time.After(5 * time.Millisecond):
		return nil
	}
}

func main() {
	base := context.Background()
	ctx := context.WithValue(base, ctxKey("user"), "alice")
	ctx = context.WithValue(ctx, ctxKey("req"), 42)
	fmt.Println(handler(ctx))
	cctx, cancel := context.WithCancelCause(ctx)
	cancel(errors.New("shutting down"))
	err := handler(cctx)
	fmt.Println(err, errors.Is(err, context.Canceled), cctx.Err())
	tctx, tcancel := context.WithTimeout(base, time.Millisecond)
	defer tcancel()
	<-tctx.Done()
	fmt.Println(tctx.Err(), errors.Is(tctx.Err(), context.DeadlineExceeded), context.Cause(tctx))
	_, hasDeadline := tctx.Deadline()
	_, none := base.Deadline()
	fmt.Println(hasDeadline, none)
	fmt.Println(base, context.TODO())
	dctx, dcancel := context.WithCancel(context.WithoutCancel(cctx))
	fmt.Println(dctx.Err())
	dcancel()
	dcancel()
	fmt.Println(dctx.Err())
	stop := context.AfterFunc(dctx, func() {})
	fmt.Println(stop())
	var nilCtxErr error = context.DeadlineExceeded
	var te interface{ Timeout() bool }
	fmt.Println(errors.As(nilCtxErr, &te), te.Timeout(), nilCtxErr.Error())
}

// Output:
// user: alice req: 42 missing: <nil>
// <nil>
// user: alice req: 42 missing: <nil>
// handler: shutting down false context canceled
// context deadline exceeded true context deadline exceeded
// true false
// context.Background context.TODO
// <nil>
// context canceled
// false
// true true context deadline exceeded
