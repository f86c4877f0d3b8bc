package main

import (
	"fmt"
	"sync"
)

type Job struct{ ID int }

func process(j *Job) int {
	return 100 / (j.ID - 3)
}

func main() {
	var wg sync.WaitGroup
	results := make([]int, 3)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			results[i] = process(&Job{ID: i})
		}(i)
		wg.Wait()
	}
	fmt.Println(results)
	wg.Add(1)
	go func() {
		defer wg.Done()
		process(&Job{ID: 3})
	}()
	wg.Wait()
	fmt.Println("unreachable")
}

// Output:
// [-33 -50 -100]
// Stderr:
// panic: runtime error: integer divide by zero
//
// goroutine N [running]:
// Exit: 2
