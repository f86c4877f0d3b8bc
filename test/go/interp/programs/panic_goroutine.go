package main

import "time"

func main() {
	go func() {
		panic("in goroutine")
	}()
	time.Sleep(time.Second)
}
