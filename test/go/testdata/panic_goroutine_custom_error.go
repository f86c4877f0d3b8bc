package main

import (
	"fmt"
	"sync"
)

type QuotaError struct {
	Resource string
	Used     int
	Limit    int
}

func (q *QuotaError) Error() string {
	return fmt.Sprintf("exceeded quota: %s, requested: %d, limit: %d", q.Resource, q.Used, q.Limit)
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer fmt.Println("worker deferred call runs while panicking")
		fmt.Println("worker started")
		panic(&QuotaError{"pods", 11, 10})
	}()
	wg.Wait()
	fmt.Println("unreachable")
}

// Output:
// worker started
// worker deferred call runs while panicking
// Stderr:
// panic: exceeded quota: pods, requested: 11, limit: 10
//
// goroutine N [running]:
// Exit: 2
