package main

import (
	"fmt"
	"time"
)

func debounce(events <-chan string, wait time.Duration) <-chan []string {
	out := make(chan []string)
	go func() {
		defer close(out)
		var batch []string
		timer := time.NewTimer(wait)
		timer.Stop()
		for {
			select {
			case e, ok := <-events:
				if !ok {
					if len(batch) > 0 {
						out <- batch
					}
					return
				}
				batch = append(batch, e)
				timer.Reset(wait)
			case <-timer.C:
				out <- batch
				batch = nil
			}
		}
	}()
	return out
}

func main() {
	events := make(chan string)
	batches := debounce(events, 20*time.Millisecond)
	go func() {
		for _, e := range []string{"a", "b", "c"} {
			events <- e
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(50 * time.Millisecond)
		events <- "d"
		events <- "e"
		close(events)
	}()
	for b := range batches {
		fmt.Println(b)
	}
	polls := 0
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(32 * time.Millisecond)
loop:
	for {
		select {
		case <-tick.C:
			polls++
		case <-deadline:
			break loop
		}
	}
	fmt.Println(polls >= 5 && polls <= 7)
	t := time.AfterFunc(time.Hour, func() { fmt.Println("never") })
	fmt.Println(t.Stop(), t.Stop())
}

// Output:
// [a b c]
// [d e]
// true
// true false
