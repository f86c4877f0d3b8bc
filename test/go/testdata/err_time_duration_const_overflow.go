package main

import (
	"fmt"
	"math"
	"time"
)

func main() {
	ds := []time.Duration{0, 1, 999, 1000, 1001, 1500 * time.Nanosecond, -1, -1500, time.Microsecond + 1,
		time.Millisecond - 1, 90 * time.Minute, -90 * time.Second, 25*time.Hour + 1, math.MaxInt64, math.MinInt64,
		time.Duration(1<<63 - 1).Round(time.Hour), 1234567890}
	for _, d := range ds {
		fmt.Printf("%-22v %-22d h=%-12.6g m=%-14.6g s=%-14.6g ms=%d us=%d\n", d, int64(d), d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds(), d.Microseconds())
	}
	d := 1234567890 * time.Nanosecond
	for _, m := range []time.Duration{0, -1, 1, time.Microsecond, time.Millisecond, time.Second, time.Minute, time.Hour, 7 * time.Millisecond} {
		fmt.Printf("round(%v)=%v trunc(%v)=%v\n", m, d.Round(m), m, d.Truncate(m))
	}
	fmt.Println((-d).Round(time.Second), (-d).Truncate(time.Second), (-d).Abs(), time.Duration(math.MinInt64).Abs())
	// Overflow wraps around silently.
	big := time.Duration(math.MaxInt64)
	fmt.Println(big+1, big*2, time.Duration(300)*time.Hour*24*365*100)
	// Division and modulus.
	fmt.Println(time.Hour/7, time.Hour%7, time.Hour/time.Minute, 10*time.Second/3)
	fmt.Printf("%T %v %s %q %x %08d\n", d, d, d, d, d, time.Duration(42))
	for _, s := range []string{"1h2m3.5s", "-1.5h", "300ms", "1us", "1µs", "2μs", ".5s", "1.s", "1", "1d", "", "+3m", "9223372036854775807ns", "9223372036854775808ns", "3000000h", "0"} {
		v, err := time.ParseDuration(s)
		fmt.Printf("%-24q %v %v\n", s, v, err)
	}
	t0 := time.Date(2024, 2, 28, 23, 0, 0, 0, time.UTC)
	fmt.Println(t0.Add(2*time.Hour), t0.Sub(t0.Add(time.Duration(math.MaxInt64))), t0.AddDate(0, 0, 1).Sub(t0))
	fmt.Println(time.Date(2300, 1, 1, 0, 0, 0, 0, time.UTC).Sub(t0))
	fmt.Println(time.Date(1700, 1, 1, 0, 0, 0, 0, time.UTC).Sub(t0))
}

// Error:
// # command-line-arguments
// ./err_time_duration_const_overflow.go:23:28: time.Duration(300) * time.Hour * 24 * 365 (constant 9460800000000000000 of int64 type time.Duration) overflows int64
