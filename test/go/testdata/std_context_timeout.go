package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

type key string

func worker(ctx context.Context, id int, out chan<- string) {
	select {
	case <-time.After(time.Duration(id) * 50 * time.Millisecond):
		out <- fmt.Sprintf("worker %d done", id)
	case <-ctx.Done():
		out <- fmt.Sprintf("worker %d cancelled: %v", id, ctx.Err())
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Millisecond)
	defer cancel()
	out := make(chan string)
	for i := 1; i <= 3; i++ {
		go worker(ctx, i, out)
	}
	for i := 0; i < 3; i++ {
		fmt.Println(<-out)
	}
	fmt.Println(ctx.Err(), errors.Is(ctx.Err(), context.DeadlineExceeded))
	vctx := context.WithValue(context.Background(), key("user"), "ann")
	fmt.Println(vctx.Value(key("user")), vctx.Value(key("x")))
	cctx, c2 := context.WithCancel(vctx)
	c2()
	<-cctx.Done()
	fmt.Println(cctx.Err(), cctx.Value(key("user")))
	_, hasDeadline := cctx.Deadline()
	fmt.Println(hasDeadline)
	cause := errors.New("shutdown")
	kctx, c3 := context.WithCancelCause(context.Background())
	c3(cause)
	fmt.Println(kctx.Err(), context.Cause(kctx))
	fmt.Println(context.Background(), context.TODO())
}

// Output:
// worker 1 done
// worker 2 done
// worker 3 cancelled: context deadline exceeded
// context deadline exceeded true
// ann <nil>
// context canceled ann
// false
// context canceled shutdown
// context.Background context.TODO
