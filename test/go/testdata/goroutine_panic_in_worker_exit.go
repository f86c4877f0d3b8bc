package main

import (
	"fmt"
	"sync"
)

type Job struct{ ID int }

func process(j *Job) int { return 100 / (j.ID - 3) }

func main() {
	var wg sync.WaitGroup
	results := make([]int, 3)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = process(&Job{ID: i})
		}()
		wg.Wait()
	}
	fmt.Println(results)
	done := make(chan bool)
	go func() {
		var j *Job
		fmt.Println("worker starting")
		process(j)
		done <- true
	}()
	<-done
	fmt.Println("unreachable")
}

// Output:
// [-33 -50 -100]
// worker starting
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine N [running]:
// Exit: 2
