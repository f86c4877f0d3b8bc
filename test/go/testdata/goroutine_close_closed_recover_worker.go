package main

import (
	"fmt"
	"sync"
)

type SafeCloser struct {
	once sync.Once
	ch   chan int
}

func (s *SafeCloser) Close() { s.once.Do(func() { close(s.ch) }) }

func closeTwice(ch chan int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	close(ch)
	close(ch)
	return nil
}

func sendClosed(ch chan int) (err error) {
	defer func() {
		r := recover()
		if e, ok := r.(error); ok {
			err = e
		}
	}()
	ch <- 1
	return nil
}

func main() {
	fmt.Println(closeTwice(make(chan int)))
	c := make(chan int)
	close(c)
	err := sendClosed(c)
	fmt.Printf("%v | %T\n", err, err)
	var nilch chan int
	func() {
		defer func() { fmt.Println("nil close:", recover()) }()
		close(nilch)
	}()

	sc := &SafeCloser{ch: make(chan int)}
	var wg sync.WaitGroup
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sc.Close()
		}()
	}
	wg.Wait()
	_, ok := <-sc.ch
	fmt.Println("safe closer closed once, ok =", ok)

	done := make(chan struct{})
	go func() {
		close(c)
		close(done)
	}()
	<-done
	fmt.Println("not reached")
}

// Output:
// recovered: close of closed channel
// send on closed channel | runtime.plainError
// nil close: close of nil channel
// safe closer closed once, ok = false
// Stderr:
// panic: close of closed channel
//
// goroutine N [running]:
// Exit: 2
