package main

import (
	"fmt"
	"sync"
)

type State int

func (s State) String() string { return [...]string{"idle", "busy", "dead"}[s] }

type Job struct {
	ID    int
	State State
}

func run(j *Job, wg *sync.WaitGroup, done chan<- int) {
	if j.State == 2 {
		panic(j.State)
	}
	done <- j.ID
	wg.Done()
}

func main() {
	var wg sync.WaitGroup
	done := make(chan int, 3)
	jobs := []*Job{{1, 0}, {2, 1}}
	for _, j := range jobs {
		wg.Add(1)
		go run(j, &wg, done)
	}
	wg.Wait()
	close(done)
	sum := 0
	for id := range done {
		sum += id
	}
	fmt.Println("sum", sum)
	wg.Add(1)
	go run(&Job{3, 2}, &wg, done)
	wg.Wait()
	fmt.Println("not reached")
}

// Output:
// sum 3
// Stderr:
// panic: dead
//
// goroutine N [running]:
// Exit: 2
