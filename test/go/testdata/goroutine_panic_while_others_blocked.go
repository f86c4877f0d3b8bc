package main

import (
	"fmt"
	"sync"
	"time"
)

type Task struct {
	ID   int
	Data map[string]int
}

func process(t Task, wg *sync.WaitGroup) {
	defer wg.Done()
	defer fmt.Println("deferred in worker", t.ID)
	time.Sleep(time.Duration(t.ID) * time.Millisecond)
	t.Data["seen"]++
	fmt.Println("processed", t.ID)
}

func main() {
	var wg sync.WaitGroup
	tasks := []Task{{1, map[string]int{}}, {2, map[string]int{}}, {3, nil}}
	for _, t := range tasks {
		wg.Add(1)
		go process(t, &wg)
	}
	wg.Wait()
	fmt.Println("unreachable")
}

// Output:
// processed 1
// deferred in worker 1
// processed 2
// deferred in worker 2
// deferred in worker 3
// Stderr:
// panic: assignment to entry in nil map
//
// goroutine N [running]:
// Exit: 2
