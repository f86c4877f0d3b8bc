package main

import (
	"fmt"
	"sync"
)

func worker(wg sync.WaitGroup) {
	defer wg.Done()
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go worker(&wg)
	wg.Wait()
	fmt.Println("done")
}

// Error:
// # command-line-arguments
// ./types_err_sync_wg_value_copy.go:15:12: cannot use &wg (value of type *sync.WaitGroup) as sync.WaitGroup value in argument to worker
