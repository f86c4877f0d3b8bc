package main

import (
	"fmt"
	"math"
	"time"
)

func main() {
	fmt.Println(time.Duration(math.MaxInt64), time.Duration(math.MinInt64))
	fmt.Println(time.Duration(1), time.Duration(999), time.Duration(1000), time.Duration(1001))
	fmt.Println(59*time.Second+999*time.Millisecond, 61*time.Minute, 25*time.Hour+1)
	d := 90 * time.Minute
	fmt.Println(d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds(), d.Microseconds(), d.Nanoseconds())
	fmt.Println((-d).Abs(), d.Round(time.Hour), d.Truncate(time.Hour), (1500 * time.Microsecond).Round(time.Millisecond))
	fmt.Printf("%v %d %s %.1f\n", d, d, d, d.Hours())
	fmt.Println(time.Duration(2.5*float64(time.Second)), time.Second/3, time.Hour%(7*time.Minute))
}

// Output:
// 2562047h47m16.854775807s -2562047h47m16.854775808s
// 1ns 999ns 1µs 1.001µs
// 59.999s 1h1m0s 25h0m0.000000001s
// 1.5 90 5400 5400000 5400000000 5400000000000
// 1h30m0s 2h0m0s 1h0m0s 2ms
// 1h30m0s 5400000000000 1h30m0s 1.5
// 2.5s 333.333333ms 4m0s
