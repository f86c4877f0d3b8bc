package main

import (
	"fmt"
	"time"
)

func try(name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s: %v\n", name, r)
		}
	}()
	f()
}

func producer(n int) <-chan int {
	ch := make(chan int)
	go func() {
		defer close(ch)
		for i := range n {
			ch <- i * i
		}
	}()
	return ch
}

func main() {
	try("close closed", func() {
		c := make(chan int)
		close(c)
		close(c)
	})
	try("send closed", func() {
		c := make(chan int, 1)
		close(c)
		c <- 1
	})
	try("close nil", func() {
		var c chan string
		close(c)
	})
	c := make(chan int, 3)
	c <- 1
	c <- 2
	close(c)
	v, ok := <-c
	fmt.Println(v, ok, len(c), cap(c))
	v, ok = <-c
	fmt.Println(v, ok)
	v, ok = <-c
	fmt.Println(v, ok)

	sum := 0
	for v := range producer(5) {
		sum += v
	}
	fmt.Println("sum", sum)

	timeout := time.After(50 * time.Millisecond)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	n := 0
loop:
	for {
		select {
		case <-tick.C:
			n++
			fmt.Println("tick", n)
		case <-timeout:
			fmt.Println("timeout")
			break loop
		}
	}
	var nilc chan int
	select {
	case v := <-nilc:
		fmt.Println("impossible", v)
	default:
		fmt.Println("default on nil chan")
	}
	done := make(chan struct{})
	res := make(chan string, 2)
	go func() {
		<-done
		res <- "worker saw done"
	}()
	close(done)
	fmt.Println(<-res)
	var ro <-chan int = c
	fmt.Printf("%T %T\n", ro, (chan<- int)(nil))
	unbuf := make(chan int)
	go func() { unbuf <- 42 }()
	select {
	case x := <-unbuf:
		fmt.Println("got", x)
	case <-time.After(time.Second):
		fmt.Println("slow")
	}
	fmt.Println("blocking forever next")
	<-unbuf
}

// Output:
// close closed: close of closed channel
// send closed: send on closed channel
// close nil: close of nil channel
// 1 true 1 3
// 2 true
// 0 false
// sum 30
// tick 1
// tick 2
// timeout
// default on nil chan
// worker saw done
// <-chan int chan<- int
// got 42
// blocking forever next
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [chan receive]:
// Exit: 2
