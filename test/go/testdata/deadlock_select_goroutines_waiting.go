package main

import (
	"fmt"
	"sync"
	"time"
)

func main() {
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	events := make(chan string)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		mu.Lock()
		cond.Wait()
		mu.Unlock()
	}()
	go func() {
		defer wg.Done()
		select {
		case e := <-events:
			fmt.Println(e)
		case <-make(chan bool):
		}
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("waiting")
	var nilch chan int
	select {
	case <-nilch:
	case nilch <- 1:
	}
}

// Output:
// waiting
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select]:
// Exit: 2
