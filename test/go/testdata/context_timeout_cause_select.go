package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var ErrShutdown = errors.New("server shutting down")

func slowOp(ctx context.Context, d time.Duration) (string, error) {
	select {
	case <-time.After(d):
		return fmt.Sprintf("done after %v", d), nil
	case <-ctx.Done():
		return "", fmt.Errorf("slowOp(%v): %w", d, ctx.Err())
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()

	res, err := slowOp(ctx, 10*time.Millisecond)
	fmt.Printf("fast: %q %v\n", res, err)

	res, err = slowOp(ctx, time.Second)
	fmt.Printf("slow: %q %v\n", res, err)
	fmt.Println("is deadline:", errors.Is(err, context.DeadlineExceeded), "is canceled:", errors.Is(err, context.Canceled))
	fmt.Println("ctx.Err:", ctx.Err(), "cause:", context.Cause(ctx))
	var te interface{ Timeout() bool }
	if errors.As(err, &te) {
		fmt.Println("timeout():", te.Timeout())
	}

	ctx2, cancel2 := context.WithCancelCause(context.Background())
	child, childCancel := context.WithTimeout(ctx2, time.Hour)
	defer childCancel()
	cancel2(ErrShutdown)
	<-child.Done()
	fmt.Println("child err:", child.Err())
	fmt.Println("child cause:", context.Cause(child))
	fmt.Println("parent cause:", context.Cause(ctx2), errors.Is(context.Cause(child), ErrShutdown))
	cancel2(errors.New("second cancel ignored"))
	fmt.Println("after second cancel:", context.Cause(ctx2))

	ctx3, cancel3 := context.WithTimeoutCause(context.Background(), 5*time.Millisecond, errors.New("backend too slow"))
	defer cancel3()
	<-ctx3.Done()
	fmt.Println("ctx3:", ctx3.Err(), "|", context.Cause(ctx3))

	ctx4, cancel4 := context.WithCancel(context.Background())
	cancel4()
	fmt.Println("ctx4:", ctx4.Err(), "|", context.Cause(ctx4))
	_, has := ctx4.Deadline()
	dl, has3 := ctx3.Deadline()
	fmt.Println("deadline set:", has, has3, !dl.IsZero())

	fmt.Println(context.Background(), context.TODO())
	fmt.Printf("%v\n", context.WithValue(context.Background(), "k", 1))
	fmt.Println(context.DeadlineExceeded.Error(), context.Canceled.Error())
}

// Output:
// fast: "done after 10ms" <nil>
// slow: "" slowOp(1s): context deadline exceeded
// is deadline: true is canceled: false
// ctx.Err: context deadline exceeded cause: context deadline exceeded
// timeout(): true
// child err: context canceled
// child cause: server shutting down
// parent cause: server shutting down true
// after second cancel: server shutting down
// ctx3: context deadline exceeded | backend too slow
// ctx4: context canceled | context canceled
// deadline set: false true true
// context.Background context.TODO
// context.Background.WithValue(k, int)
// context deadline exceeded context canceled
