package main

import (
	"fmt"
	"time"
)

func main() {
	for _, s := range []string{"1h30m", "250ms", "2.5s", "-1m", "1h2m3s4ms", "0", "10x", ""} {
		d, err := time.ParseDuration(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(s, "=>", d)
	}
}

// Output:
// 1h30m => 1h30m0s
// 250ms => 250ms
// 2.5s => 2.5s
// -1m => -1m0s
// 1h2m3s4ms => 1h2m3.004s
// 0 => 0s
// error: time: unknown unit "x" in duration "10x"
// error: time: invalid duration ""
