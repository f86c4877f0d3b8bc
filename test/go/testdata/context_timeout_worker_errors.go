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
		return fmt.Errorf("slowOp(%v): %w", d, ctx.Err())
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	fmt.Println(slowOp(ctx, time.Millisecond))
	err := slowOp(ctx, time.Second)
	fmt.Println(err)
	fmt.Println(errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled))
	fmt.Println(ctx.Err())
	var te interface{ Timeout() bool }
	fmt.Println(errors.As(err, &te), te != nil && te.Timeout())

	ctx2, cancel2 := context.WithCancel(context.Background())
	cancel2()
	<-ctx2.Done()
	fmt.Println(ctx2.Err(), context.Cause(ctx2))

	ctx3, cancel3 := context.WithCancelCause(context.Background())
	cancel3(errors.New("shutting down"))
	fmt.Println(ctx3.Err(), context.Cause(ctx3))

	ctx4, cancel4 := context.WithTimeoutCause(context.Background(), time.Millisecond, errors.New("too slow"))
	defer cancel4()
	<-ctx4.Done()
	fmt.Println(ctx4.Err(), context.Cause(ctx4))
	_, hasDeadline := ctx.Deadline()
	fmt.Println(hasDeadline)
	fmt.Println(context.Background(), context.TODO())
	vctx := context.WithValue(ctx2, "user", "ann")
	fmt.Println(vctx.Value("user"), vctx.Value("x"))
	fmt.Println(vctx)
}

// Output:
// <nil>
// slowOp(1s): context deadline exceeded
// true false
// context deadline exceeded
// true true
// context canceled context canceled
// context canceled shutting down
// context deadline exceeded too slow
// true
// context.Background context.TODO
// ann <nil>
// context.Background.WithCancel.WithValue(user, ann)
