package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

type ctxKey string

var ErrShutdown = errors.New("operator shutting down")

func main() {
	root := context.WithValue(context.Background(), ctxKey("reqID"), "r-42")
	ctx, cancel := context.WithCancelCause(root)
	stop := context.AfterFunc(ctx, func() { fmt.Println("afterfunc ran, cause:", context.Cause(ctx)) })
	fmt.Println(ctx.Value(ctxKey("reqID")), ctx.Value("reqID"), ctx.Err())
	cancel(ErrShutdown)
	cancel(errors.New("second cause ignored"))
	time.Sleep(time.Millisecond)
	fmt.Println(ctx.Err(), context.Cause(ctx), errors.Is(context.Cause(ctx), ErrShutdown), stop())

	tctx, tcancel := context.WithTimeoutCause(context.Background(), 20*time.Millisecond, errors.New("reconcile took too long"))
	defer tcancel()
	<-tctx.Done()
	fmt.Println(tctx.Err(), context.Cause(tctx), errors.Is(tctx.Err(), context.DeadlineExceeded))
	dl, ok := tctx.Deadline()
	fmt.Println(ok, !dl.IsZero())

	parent, pcancel := context.WithCancel(context.Background())
	child, ccancel := context.WithTimeout(parent, time.Hour)
	defer ccancel()
	wc := context.WithoutCancel(child)
	pcancel()
	<-child.Done()
	fmt.Println(child.Err(), context.Cause(child), wc.Err(), wc.Done() == nil)
	_, hasDL := wc.Deadline()
	fmt.Println(hasDL)

	dctx, dcancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer dcancel()
	fmt.Println(dctx.Err())
	fmt.Println(context.Background(), context.TODO())
	fmt.Println(ctx)
	fmt.Println(tctx.Value(ctxKey("missing")))
	var nilCause context.CancelCauseFunc
	_ = nilCause
	c2, cancel2 := context.WithCancelCause(context.Background())
	cancel2(nil)
	fmt.Println(c2.Err(), context.Cause(c2))
	st := context.AfterFunc(context.Background(), func() { fmt.Println("never") })
	fmt.Println(st(), st())
	fmt.Println(context.Cause(context.Background()))
}

// Output:
// r-42 <nil> <nil>
// afterfunc ran, cause: operator shutting down
// context canceled operator shutting down true false
// context deadline exceeded reconcile took too long true
// true true
// context canceled context canceled <nil> true
// false
// context deadline exceeded
// context.Background context.TODO
// context.Background.WithValue(main.ctxKey, r-42).WithCancel
// <nil>
// context canceled context canceled
// true false
// <nil>
