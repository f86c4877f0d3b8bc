package main

import "time"

func watch(events <-chan string, stop chan struct{}) int {
	n := 0
	for {
		select {
		case <-events:
			n++
		case <-stop:
			return n
		case <-time.After(time.Second):
			events <- "tick"
		}
	}
}

func main() { watch(nil, nil) }
