package main

import (
	"fmt"
	"math"
	"time"
)

func main() {
	ds := []time.Duration{0, 1, 999, 1000, 1001, 1500 * time.Microsecond, time.Second, 90 * time.Minute,
		-2*time.Hour - 3*time.Millisecond, math.MaxInt64, math.MinInt64, 100 * time.Hour, time.Duration(1<<62)}
	for _, d := range ds {
		fmt.Println(d, d.Hours(), d.Minutes(), d.Seconds(), d.Milliseconds(), d.Microseconds(), d.Nanoseconds())
	}
	for _, s := range []string{"1h2m3s", "1.5h", "-1.5s", "+3ms", "1us", "1µs", "1μs", "100ns", ".5s", "1.s", "0", "",
		"1", "3x", "1h-2m", "9223372036854775807ns", "9223372036854775808ns", "2562047h", "2562048h", "1e3s", "- 1s", "-", "0.000000001s", "0.0000000001s", "1.0000000000000000001s", "5m0.5s"} {
		d, err := time.ParseDuration(s)
		fmt.Printf("%q: %v %v\n", s, d, err)
	}
	d := 1234567891 * time.Nanosecond
	for _, m := range []time.Duration{0, -1, time.Nanosecond, time.Microsecond, time.Millisecond, time.Second, time.Minute, time.Hour} {
		fmt.Println(m, d.Round(m), d.Truncate(m), (-d).Round(m))
	}
	fmt.Println(time.Duration(math.MaxInt64).Round(time.Hour), time.Duration(math.MinInt64).Abs(), (-5 * time.Second).Abs())
	fmt.Printf("%v %d %s %q %x %08v\n", time.Second, time.Second, 2*time.Minute, time.Millisecond, time.Microsecond, time.Nanosecond)
}

// Output:
// 0s 0 0 0 0 0 0
// 1ns 2.777777777777778e-13 1.6666666666666667e-11 1e-09 0 0 1
// 999ns 2.775e-10 1.665e-08 9.99e-07 0 0 999
// 1µs 2.7777777777777777e-10 1.6666666666666667e-08 1e-06 0 1 1000
// 1.001µs 2.7805555555555556e-10 1.6683333333333334e-08 1.001e-06 0 1 1001
// 1.5ms 4.1666666666666667e-07 2.5e-05 0.0015 1 1500 1500000
// 1s 0.0002777777777777778 0.016666666666666666 1 1000 1000000 1000000000
// 1h30m0s 1.5 90 5400 5400000 5400000000 5400000000000
// -2h0m0.003s -2.0000008333333334 -120.00005 -7200.003 -7200003 -7200003000 -7200003000000
// 2562047h47m16.854775807s 2.5620477880152157e+06 1.5372286728091294e+08 9.223372036854776e+09 9223372036854 9223372036854775 9223372036854775807
// -2562047h47m16.854775808s -2.5620477880152157e+06 -1.5372286728091294e+08 -9.223372036854776e+09 -9223372036854 -9223372036854775 -9223372036854775808
// 100h0m0s 100 6000 360000 360000000 360000000000 360000000000000
// 1281023h53m38.427387904s 1.2810238940076078e+06 7.686143364045647e+07 4.611686018427388e+09 4611686018427 4611686018427387 4611686018427387904
// "1h2m3s": 1h2m3s <nil>
// "1.5h": 1h30m0s <nil>
// "-1.5s": -1.5s <nil>
// "+3ms": 3ms <nil>
// "1us": 1µs <nil>
// "1µs": 1µs <nil>
// "1μs": 1µs <nil>
// "100ns": 100ns <nil>
// ".5s": 500ms <nil>
// "1.s": 1s <nil>
// "0": 0s <nil>
// "": 0s time: invalid duration ""
// "1": 0s time: missing unit in duration "1"
// "3x": 0s time: unknown unit "x" in duration "3x"
// "1h-2m": 0s time: unknown unit "h-" in duration "1h-2m"
// "9223372036854775807ns": 2562047h47m16.854775807s <nil>
// "9223372036854775808ns": 0s time: invalid duration "9223372036854775808ns"
// "2562047h": 2562047h0m0s <nil>
// "2562048h": 0s time: invalid duration "2562048h"
// "1e3s": 0s time: unknown unit "e" in duration "1e3s"
// "- 1s": 0s time: invalid duration "- 1s"
// "-": 0s time: invalid duration "-"
// "0.000000001s": 1ns <nil>
// "0.0000000001s": 0s <nil>
// "1.0000000000000000001s": 1s <nil>
// "5m0.5s": 5m0.5s <nil>
// 0s 1.234567891s 1.234567891s -1.234567891s
// -1ns 1.234567891s 1.234567891s -1.234567891s
// 1ns 1.234567891s 1.234567891s -1.234567891s
// 1µs 1.234568s 1.234567s -1.234568s
// 1ms 1.235s 1.234s -1.235s
// 1s 1s 1s -1s
// 1m0s 0s 0s 0s
// 1h0m0s 0s 0s 0s
// 2562047h47m16.854775807s 2562047h47m16.854775807s 5s
// 1s 1000000000 2m0s "1ms" 31c2b573 000001ns
