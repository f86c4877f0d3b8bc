package main

import (
	"fmt"
	"time"
)

func main() {
	start := time.Now()
	time.Sleep(50 * time.Millisecond)
	elapsed := time.Since(start)
	fmt.Println(elapsed >= 50*time.Millisecond, elapsed < 5*time.Second)
	deadline := start.Add(time.Hour)
	fmt.Println(time.Until(deadline) > 59*time.Minute)
	timer := time.NewTimer(20 * time.Millisecond)
	<-timer.C
	fmt.Println("timer fired", time.Since(start) >= 70*time.Millisecond)
	fmt.Println(timer.Stop())
}

// Output:
// true true
// true
// timer fired true
// false
