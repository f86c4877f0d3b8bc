package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	results := make(chan<- int, 3)
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done
			results <- i
		}()
	}
	wg.Wait()
	for r := range results {
		fmt.Println(r)
	}
}

// Error:
// # command-line-arguments
// ./err_goroutine_loop_misc.go:14:10: expression in defer must be function call
// ./err_goroutine_loop_misc.go:19:17: cannot range over results (variable of type chan<- int): receive from send-only channel
