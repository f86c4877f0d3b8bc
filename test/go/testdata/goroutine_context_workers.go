package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

func worker(ctx context.Context, id int, out chan<- string, wg *sync.WaitGroup) {
	defer wg.Done()
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			out <- fmt.Sprintf("worker %d stopped: %v", id, ctx.Err())
			return
		case <-time.After(time.Duration(10*(id+1)) * time.Millisecond):
		}
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 55*time.Millisecond)
	defer cancel()
	out := make(chan string, 3)
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go worker(ctx, i, out, &wg)
	}
	wg.Wait()
	close(out)
	n := 0
	for msg := range out {
		n++
		_ = msg
	}
	fmt.Println(n, "workers stopped,", ctx.Err())
}

// Output:
// 3 workers stopped, context deadline exceeded
