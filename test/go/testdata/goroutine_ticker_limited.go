package main

import (
	"fmt"
	"time"
)

func main() {
	ticker := time.NewTicker(20 * time.Millisecond)
	defer ticker.Stop()
	stop := time.After(110 * time.Millisecond)
	ticks := 0
	for {
		select {
		case <-ticker.C:
			ticks++
			if ticks == 3 {
				fmt.Println("three ticks")
			}
		case <-stop:
			fmt.Println("stopped after at least 3 ticks:", ticks >= 3)
			return
		}
	}
}

// Output:
// three ticks
// stopped after at least 3 ticks: true
