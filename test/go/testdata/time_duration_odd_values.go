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
	years := time.Duration(300)
	fmt.Println(big+1, big*2, years*time.Hour*24*365*100, -big-1, (-big-1)*-1)
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

// Output:
// 0s                     0                      h=0            m=0              s=0              ms=0 us=0
// 1ns                    1                      h=2.77778e-13  m=1.66667e-11    s=1e-09          ms=0 us=0
// 999ns                  999                    h=2.775e-10    m=1.665e-08      s=9.99e-07       ms=0 us=0
// 1µs                    1000                   h=2.77778e-10  m=1.66667e-08    s=1e-06          ms=0 us=1
// 1.001µs                1001                   h=2.78056e-10  m=1.66833e-08    s=1.001e-06      ms=0 us=1
// 1.5µs                  1500                   h=4.16667e-10  m=2.5e-08        s=1.5e-06        ms=0 us=1
// -1ns                   -1                     h=-2.77778e-13 m=-1.66667e-11   s=-1e-09         ms=0 us=0
// -1.5µs                 -1500                  h=-4.16667e-10 m=-2.5e-08       s=-1.5e-06       ms=0 us=-1
// 1.001µs                1001                   h=2.78056e-10  m=1.66833e-08    s=1.001e-06      ms=0 us=1
// 999.999µs              999999                 h=2.77777e-07  m=1.66667e-05    s=0.000999999    ms=0 us=999
// 1h30m0s                5400000000000          h=1.5          m=90             s=5400           ms=5400000 us=5400000000
// -1m30s                 -90000000000           h=-0.025       m=-1.5           s=-90            ms=-90000 us=-90000000
// 25h0m0.000000001s      90000000000001         h=25           m=1500           s=90000          ms=90000000 us=90000000000
// 2562047h47m16.854775807s 9223372036854775807    h=2.56205e+06  m=1.53723e+08    s=9.22337e+09    ms=9223372036854 us=9223372036854775
// -2562047h47m16.854775808s -9223372036854775808   h=-2.56205e+06 m=-1.53723e+08   s=-9.22337e+09   ms=-9223372036854 us=-9223372036854775
// 2562047h47m16.854775807s 9223372036854775807    h=2.56205e+06  m=1.53723e+08    s=9.22337e+09    ms=9223372036854 us=9223372036854775
// 1.23456789s            1234567890             h=0.000342936  m=0.0205761      s=1.23457        ms=1234 us=1234567
// round(0s)=1.23456789s trunc(0s)=1.23456789s
// round(-1ns)=1.23456789s trunc(-1ns)=1.23456789s
// round(1ns)=1.23456789s trunc(1ns)=1.23456789s
// round(1µs)=1.234568s trunc(1µs)=1.234567s
// round(1ms)=1.235s trunc(1ms)=1.234s
// round(1s)=1s trunc(1s)=1s
// round(1m0s)=0s trunc(1m0s)=0s
// round(1h0m0s)=0s trunc(1h0m0s)=0s
// round(7ms)=1.232s trunc(7ms)=1.232s
// -1s -1s 1.23456789s 2562047h47m16.854775807s
// -2562047h47m16.854775808s -2ns 1471125h37m20.812867584s -2562047h47m16.854775808s -2562047h47m16.854775808s
// 8m34.285714285s 5ns 60ns 3.333333333s
// time.Duration 1.23456789s 1.23456789s "1.23456789s" 312e323334353637383973 00000042
// "1h2m3.5s"               1h2m3.5s <nil>
// "-1.5h"                  -1h30m0s <nil>
// "300ms"                  300ms <nil>
// "1us"                    1µs <nil>
// "1µs"                    1µs <nil>
// "2μs"                    2µs <nil>
// ".5s"                    500ms <nil>
// "1.s"                    1s <nil>
// "1"                      0s time: missing unit in duration "1"
// "1d"                     0s time: unknown unit "d" in duration "1d"
// ""                       0s time: invalid duration ""
// "+3m"                    3m0s <nil>
// "9223372036854775807ns"  2562047h47m16.854775807s <nil>
// "9223372036854775808ns"  0s time: invalid duration "9223372036854775808ns"
// "3000000h"               0s time: invalid duration "3000000h"
// "0"                      0s <nil>
// 2024-02-29 01:00:00 +0000 UTC -2562047h47m16.854775807s 24h0m0s
// 2417953h0m0s
// -2562047h47m16.854775808s
