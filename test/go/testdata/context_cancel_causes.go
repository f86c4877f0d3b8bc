package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

type ctxKey string

func main() {
	bg := context.Background()
	fmt.Println(bg, context.TODO())
	ctx, cancel := context.WithCancel(bg)
	fmt.Println(ctx, ctx.Err())
	cancel()
	cancel()
	<-ctx.Done()
	fmt.Println(ctx.Err(), context.Cause(ctx), errors.Is(ctx.Err(), context.Canceled))

	vctx := context.WithValue(bg, ctxKey("req"), 42)
	fmt.Println(vctx)
	fmt.Println(vctx.Value(ctxKey("req")), vctx.Value("req"), vctx.Value(ctxKey("none")))
	sctx := context.WithValue(vctx, "str", "v")
	fmt.Println(sctx)

	cctx, cancelCause := context.WithCancelCause(vctx)
	cancelCause(errors.New("leader election lost"))
	cancelCause(errors.New("second cause ignored"))
	fmt.Println(cctx.Err(), context.Cause(cctx))
	child, cancelChild := context.WithCancel(cctx)
	defer cancelChild()
	fmt.Println(child.Err(), context.Cause(child))

	dctx, dcancel := context.WithDeadline(bg, time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC))
	defer dcancel()
	dl, ok := dctx.Deadline()
	fmt.Println(dctx.Err(), errors.Is(dctx.Err(), context.DeadlineExceeded), dl, ok)
	var te interface{ Timeout() bool }
	fmt.Println(errors.As(dctx.Err(), &te), te.Timeout())

	tctx, tcancel := context.WithTimeoutCause(bg, -time.Second, errors.New("sync period elapsed"))
	defer tcancel()
	fmt.Println(tctx.Err(), context.Cause(tctx))

	wctx := context.WithoutCancel(cctx)
	fmt.Println(wctx.Err(), wctx.Value(ctxKey("req")), wctx.Done() == nil)

	actx, acancel := context.WithCancel(bg)
	done := make(chan struct{})
	stop := context.AfterFunc(actx, func() {
		fmt.Println("after func ran")
		close(done)
	})
	acancel()
	<-done
	fmt.Println("stop after run:", stop())

	t2, c2 := context.WithTimeout(bg, 50*time.Millisecond)
	defer c2()
	select {
	case <-t2.Done():
		fmt.Println("timed out:", t2.Err())
	case <-time.After(time.Second):
		fmt.Println("after")
	}
	_, has := bg.Deadline()
	fmt.Println(has, bg.Done() == nil, bg.Err())
	fmt.Printf("%v|%s|%q\n", context.Canceled, context.DeadlineExceeded, context.Canceled.Error())
}

// Output:
// context.Background context.TODO
// context.Background.WithCancel <nil>
// context canceled context canceled true
// context.Background.WithValue(main.ctxKey, int)
// 42 <nil> <nil>
// context.Background.WithValue(main.ctxKey, int).WithValue(str, v)
// context canceled leader election lost
// context canceled leader election lost
// context deadline exceeded true 2000-01-01 00:00:00 +0000 UTC true
// true true
// context deadline exceeded sync period elapsed
// <nil> 42 true
// after func ran
// stop after run: false
// timed out: context deadline exceeded
// false true <nil>
// context canceled|context deadline exceeded|"context canceled"
