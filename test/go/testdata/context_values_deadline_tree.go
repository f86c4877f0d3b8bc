package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

type ctxKey string

const requestIDKey ctxKey = "request-id"

func handler(ctx context.Context, name string) error {
	id, _ := ctx.Value(requestIDKey).(string)
	deadline, ok := ctx.Deadline()
	fmt.Printf("%s: id=%s hasDeadline=%v\n", name, id, ok && !deadline.IsZero())
	select {
	case <-time.After(50 * time.Millisecond):
		return nil
	case <-ctx.Done():
		return fmt.Errorf("%s: %w", name, context.Cause(ctx))
	}
}

func main() {
	root := context.WithValue(context.Background(), requestIDKey, "req-123")
	fmt.Println(handler(root, "plain"))

	short, cancel := context.WithTimeout(root, 10*time.Millisecond)
	defer cancel()
	err := handler(short, "short")
	fmt.Println(err, errors.Is(err, context.DeadlineExceeded))

	withCause, cancelCause := context.WithCancelCause(root)
	cancelCause(errors.New("shutdown requested"))
	fmt.Println(handler(withCause, "caused"), withCause.Err())

	parent, cancelParent := context.WithCancel(root)
	child, cancelChild := context.WithTimeout(parent, time.Hour)
	defer cancelChild()
	cancelParent()
	<-child.Done()
	fmt.Println(child.Err(), context.Cause(child))

	afterStop := context.AfterFunc(parent, func() { fmt.Println("never: parent already done? it runs") })
	time.Sleep(5 * time.Millisecond)
	fmt.Println(afterStop())
	wc := context.WithoutCancel(parent)
	fmt.Println(wc.Err(), wc.Value(requestIDKey))
	fmt.Println(context.Background(), context.TODO())
	fmt.Println(root.Value("request-id"), root.Value(requestIDKey))
}

// Output:
// plain: id=req-123 hasDeadline=false
// <nil>
// short: id=req-123 hasDeadline=true
// short: context deadline exceeded true
// caused: id=req-123 hasDeadline=false
// caused: shutdown requested context canceled
// context canceled context canceled
// never: parent already done? it runs
// false
// <nil> req-123
// context.Background context.TODO
// <nil> req-123
