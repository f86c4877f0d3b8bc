package main

import (
	"fmt"
	"sync"
	"time"
)

type Task struct {
	Name    string
	Retries *int
}

func run(t Task, wg *sync.WaitGroup) {
	fmt.Println("running", t.Name)
	if *t.Retries > 0 {
		fmt.Println("retrying")
	}
	wg.Done()
}

func main() {
	var wg sync.WaitGroup
	n := 1
	tasks := []Task{{"a", &n}, {"b", nil}}
	wg.Add(1)
	go run(tasks[0], &wg)
	wg.Wait()
	time.Sleep(time.Millisecond)
	wg.Add(1)
	go run(tasks[1], &wg)
	wg.Wait()
	fmt.Println("done")
}


// Output:
// running a
// retrying
// running b
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine N [running]:
// Exit: 2
