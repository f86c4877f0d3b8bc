package main

import (
	"fmt"
	"sync"
)

type Job struct {
	ID    int
	Items []string
}

func process(j Job) string {
	// Bug: assumes every job has at least three items.
	return j.Items[2]
}

func main() {
	jobs := []Job{
		{1, []string{"a", "b", "c"}},
		{2, []string{"d"}},
	}
	var wg sync.WaitGroup
	results := make(chan string, len(jobs))
	wg.Add(1)
	go func() {
		defer wg.Done()
		results <- process(jobs[0])
	}()
	wg.Wait()
	fmt.Println("result:", <-results)
	wg.Add(1)
	go func(j Job) {
		defer fmt.Println("worker for job", j.ID, "exiting")
		results <- process(j)
		wg.Done()
	}(jobs[1])
	wg.Wait()
	close(results)
	fmt.Println("all done")
}

// Output:
// result: c
// worker for job 2 exiting
// Stderr:
// panic: runtime error: index out of range [2] with length 1
//
// goroutine N [running]:
// Exit: 2
