package main

import (
	"fmt"
	"time"
)

func backoff(attempt int) time.Duration {
	d := 5 * time.Millisecond
	for i := 0; i < attempt; i++ {
		d *= 2
		if d > time.Second {
			return time.Second
		}
	}
	return d
}

func main() {
	for i := 0; i < 10; i += 2 {
		fmt.Println(i, backoff(i))
	}
	secs := 45
	d := time.Duration(secs) * time.Second
	fmt.Println(d, d.Seconds(), d.Minutes(), d.Milliseconds())
	fmt.Println((3 * time.Hour).Hours(), time.Duration(1.5*float64(time.Second)))
	fmt.Println(d.Round(time.Minute), (95 * time.Second).Truncate(time.Minute))
	fmt.Println(time.Minute > 59*time.Second, time.Duration(0) == 0)
	requeueAfter := time.Minute - 15*time.Second
	fmt.Printf("requeue in %s\n", requeueAfter)
}

// Output:
// 0 5ms
// 2 20ms
// 4 80ms
// 6 320ms
// 8 1s
// 45s 45 0.75 45000
// 3 1.5s
// 1m0s 1m0s
// true true
// requeue in 45s
