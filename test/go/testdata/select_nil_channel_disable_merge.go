package main

import (
	"fmt"
	"time"
)

func producer(name string, start, step time.Duration, vals ...int) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		time.Sleep(start)
		for _, v := range vals {
			ch <- fmt.Sprintf("%s:%d", name, v)
			time.Sleep(step)
		}
	}()
	return ch
}

func main() {
	a := producer("a", 0, 20*time.Millisecond, 1, 2, 3)
	b := producer("b", 10*time.Millisecond, 20*time.Millisecond, 10, 20)
	heartbeat := time.NewTicker(27 * time.Millisecond)
	defer heartbeat.Stop()
	beats := 0
	for a != nil || b != nil {
		select {
		case v, ok := <-a:
			if !ok {
				fmt.Println("a closed")
				a = nil
				continue
			}
			fmt.Println(v)
		case v, ok := <-b:
			if !ok {
				fmt.Println("b closed")
				b = nil
				continue
			}
			fmt.Println(v)
		case <-heartbeat.C:
			beats++
		}
	}
	fmt.Println("done, heartbeats:", beats)

	quit := make(chan struct{})
	work := make(chan int, 5)
	for i := range 5 {
		work <- i
	}
	close(work)
	processed := 0
loop:
	for {
		select {
		case <-quit:
			break loop
		default:
		}
		select {
		case w, ok := <-work:
			if !ok {
				close(quit)
				continue
			}
			processed += w
		case <-time.After(time.Second):
			fmt.Println("stuck")
			break loop
		}
	}
	fmt.Println("processed", processed)
	results := make(chan int)
	go func() {
		defer close(results)
		for i := 1; i <= 3; i++ {
			select {
			case results <- i * i:
			case <-time.After(50 * time.Millisecond):
				fmt.Println("consumer too slow at", i)
				return
			}
		}
	}()
	fmt.Println(<-results)
	time.Sleep(100 * time.Millisecond)
	for r := range results {
		fmt.Println("late", r)
	}
}

// Output:
// a:1
// b:10
// a:2
// b:20
// a:3
// b closed
// a closed
// done, heartbeats: 2
// processed 10
// 1
// consumer too slow at 2
