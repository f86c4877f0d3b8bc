package main

import (
	"fmt"

	"example.com/cron"
)

func main() {
	fmt.Println(cron.P("@every 5m"))
	for _, f := range cron.F() {
		fmt.Print(f())
	}
	fmt.Println()
}

// Output:
// 5m true
// 333
