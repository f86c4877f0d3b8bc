package main

import (
	"fmt"
	"sync"
)

type job struct{ id int }

func (j *job) run(results []int) {
	results[j.id] = 100 / (j.id - 2)
}

func main() {
	results := make([]int, 4)
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			(&job{i}).run(results)
		}()
	}
	wg.Wait()
	fmt.Println(results)
	done := make(chan bool)
	go func() {
		defer close(done)
		(&job{2}).run(results)
	}()
	<-done
	fmt.Println("unreachable")
}

// Output:
// [-50 -100 0 0]
// Stderr:
// panic: runtime error: integer divide by zero
//
// goroutine N [running]:
// Exit: 2
