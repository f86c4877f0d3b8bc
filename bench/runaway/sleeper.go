// select {} beside a goroutine that sleeps forever (no deadlock in Go: a timer is pending).
package main

import "time"

func main() {
	go func() {
		for {
			time.Sleep(time.Hour)
		}
	}()
	select {}
}
