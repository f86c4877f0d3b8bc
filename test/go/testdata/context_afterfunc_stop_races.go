package main

import (
	"context"
	"fmt"
	"time"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	fired := make(chan string, 4)
	stop1 := context.AfterFunc(ctx, func() { fired <- "first" })
	stop2 := context.AfterFunc(ctx, func() { fired <- "second" })
	fmt.Println("stop2 before cancel:", stop2())
	fmt.Println("stop2 again:", stop2())
	cancel()
	fmt.Println(<-fired)
	fmt.Println("stop1 after cancel:", stop1())
	done, c2 := context.WithTimeout(context.Background(), time.Millisecond)
	defer c2()
	<-done.Done()
	stop3 := context.AfterFunc(done, func() { fired <- "already done" })
	fmt.Println("stop3:", stop3())
	fmt.Println(<-fired)
	stop4 := context.AfterFunc(context.Background(), func() { fired <- "never" })
	fmt.Println("stop4:", stop4(), stop4())
	select {
	case s := <-fired:
		fmt.Println("unexpected", s)
	case <-time.After(5 * time.Millisecond):
		fmt.Println("nothing else fired")
	}
}

// Output:
// stop2 before cancel: true
// stop2 again: false
// first
// stop1 after cancel: false
// stop3: false
// already done
// stop4: true false
// nothing else fired
