package main

import (
	"fmt"
	"time"
)

func main() {
	for _, s := range []string{"1h30m", "90s", "1.5h", "-2m3.5s", "300ms", "1us", "1µs", "0", "", "1", "1d", "h", "1h-30m", "+5s", ".5s", "5.s", "9223372036854775807ns", "9223372036854775808ns", "2562048h"} {
		d, err := time.ParseDuration(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%-24q %v %d %.3f\n", s, d, d, d.Hours())
	}
	fmt.Println(time.Duration(1<<63-1), time.Duration(-1<<63), 1500*time.Microsecond, (90 * time.Second).Round(time.Minute), (95 * time.Second).Truncate(time.Minute))
}

// Output:
// "1h30m"                  1h30m0s 5400000000000 1.500
// "90s"                    1m30s 90000000000 0.025
// "1.5h"                   1h30m0s 5400000000000 1.500
// "-2m3.5s"                -2m3.5s -123500000000 -0.034
// "300ms"                  300ms 300000000 0.000
// "1us"                    1µs 1000 0.000
// "1µs"                    1µs 1000 0.000
// "0"                      0s 0 0.000
// error: time: invalid duration ""
// error: time: missing unit in duration "1"
// error: time: unknown unit "d" in duration "1d"
// error: time: invalid duration "h"
// error: time: unknown unit "h-" in duration "1h-30m"
// "+5s"                    5s 5000000000 0.001
// ".5s"                    500ms 500000000 0.000
// "5.s"                    5s 5000000000 0.001
// "9223372036854775807ns"  2562047h47m16.854775807s 9223372036854775807 2562047.788
// error: time: invalid duration "9223372036854775808ns"
// error: time: invalid duration "2562048h"
// 2562047h47m16.854775807s -2562047h47m16.854775808s 1.5ms 2m0s 1m0s
