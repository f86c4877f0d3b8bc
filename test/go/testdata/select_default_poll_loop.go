package main

import (
	"fmt"
	"sync"
)

func main() {
	jobs := make(chan int, 3)
	done := make(chan struct{})
	results := make(chan string, 10)
	var wg sync.WaitGroup

	// Try-send with default: drop when the buffer is full.
	dropped := 0
	for i := 1; i <= 5; i++ {
		select {
		case jobs <- i:
			fmt.Println("queued", i, len(jobs), cap(jobs))
		default:
			dropped++
			fmt.Println("dropped", i)
		}
	}
	close(jobs)

	wg.Add(1)
	go func() {
		defer wg.Done()
		for j := range jobs {
			results <- fmt.Sprintf("job %d done", j)
		}
		close(done)
	}()
	wg.Wait()

	// Drain without blocking.
	for {
		select {
		case r := <-results:
			fmt.Println(r)
			continue
		default:
		}
		break
	}
	select {
	case <-done:
		fmt.Println("worker finished, dropped", dropped)
	default:
		fmt.Println("worker still running")
	}

	// A nil channel in select is never ready; default runs.
	var nilc chan int
	select {
	case v := <-nilc:
		fmt.Println("got", v)
	case nilc <- 1:
		fmt.Println("sent")
	default:
		fmt.Println("nil channels never ready")
	}

	// Receive from closed channel in a poll loop: ok=false forever.
	c := make(chan int, 1)
	c <- 42
	close(c)
	for i := 0; i < 3; i++ {
		select {
		case v, ok := <-c:
			fmt.Println(v, ok)
		default:
			fmt.Println("empty")
		}
	}
	// Break inside select breaks only the select.
	count := 0
	for i := 0; i < 3; i++ {
		select {
		default:
			if i == 1 {
				break
			}
			count++
		}
	}
	fmt.Println("count", count)
	// Empty select with no goroutines: deadlock.
	defer fmt.Println("deferred never runs")
	select {}
}

// Output:
// queued 1 1 3
// queued 2 2 3
// queued 3 3 3
// dropped 4
// dropped 5
// job 1 done
// job 2 done
// job 3 done
// worker finished, dropped 2
// nil channels never ready
// 42 true
// 0 false
// 0 false
// count 2
// Stderr:
// fatal error: all goroutines are asleep - deadlock!
//
// goroutine 1 [select (no cases)]:
// Exit: 2
