package main

import (
	"fmt"
	"time"
)

func main() {
	ds := []time.Duration{
		0, time.Nanosecond, 1500 * time.Nanosecond, time.Millisecond, 1500 * time.Millisecond,
		time.Second, 90 * time.Second, time.Hour + 30*time.Minute + 5*time.Second, 100 * time.Hour,
		-2 * time.Minute, 2*time.Second + 300*time.Millisecond,
	}
	for _, d := range ds {
		fmt.Println(d, int64(d))
	}
	fmt.Printf("%v %s %d\n", time.Minute, 2*time.Minute, time.Second)
}

// Output:
// 0s 0
// 1ns 1
// 1.5µs 1500
// 1ms 1000000
// 1.5s 1500000000
// 1s 1000000000
// 1m30s 90000000000
// 1h30m5s 5405000000000
// 100h0m0s 360000000000000
// -2m0s -120000000000
// 2.3s 2300000000
// 1m0s 2m0s 1000000000
