package main

import (
	"fmt"
	"time"
)

func main() {
	start := time.Now()
	timer := time.NewTimer(30 * time.Millisecond)
	fmt.Println("stop before fire:", timer.Stop())
	fmt.Println("reset:", timer.Reset(10*time.Millisecond))
	<-timer.C
	fmt.Println("fired; stop after fire:", timer.Stop())
	events := make(chan string, 10)
	time.AfterFunc(20*time.Millisecond, func() { events <- "after-func" })
	t := time.NewTicker(8 * time.Millisecond)
	deadline := time.After(50 * time.Millisecond)
	ticks := 0
	done := false
	for !done {
		select {
		case <-t.C:
			ticks++
		case e := <-events:
			fmt.Println("event", e, "ticks so far >= 1:", ticks >= 1)
		case <-deadline:
			done = true
		}
	}
	t.Stop()
	fmt.Println("ticks between 4 and 7:", ticks >= 4 && ticks <= 7)
	el := time.Since(start)
	fmt.Println("elapsed >= 60ms:", el >= 60*time.Millisecond, "< 5s:", el < 5*time.Second)
	var zero time.Duration
	fmt.Println(zero, time.Duration(1).String(), (time.Hour + time.Nanosecond).String())
	d := time.Until(time.Now().Add(-time.Second))
	fmt.Println(d < 0)
	time.Sleep(-1)
	time.Sleep(0)
	fmt.Println("done")
}

// Output:
// stop before fire: true
// reset: false
// fired; stop after fire: false
// event after-func ticks so far >= 1: true
// ticks between 4 and 7: true
// elapsed >= 60ms: true < 5s: true
// 0s 1ns 1h0m0.000000001s
// true
// done
