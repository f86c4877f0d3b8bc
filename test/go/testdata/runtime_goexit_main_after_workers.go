package main

import (
	"fmt"
	"runtime"
	"sync"
	"time"
)

func worker(id int, wg *sync.WaitGroup) {
	defer wg.Done()
	defer fmt.Println("worker", id, "cleanup")
	if id == 2 {
		runtime.Goexit()
	}
	fmt.Println("worker", id, "done")
}

func main() {
	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go worker(i, &wg)
		wg.Wait()
	}
	fmt.Println("all done")
	go func() {
		defer fmt.Println("bg deferred")
		time.Sleep(10 * time.Millisecond)
		fmt.Println("bg finished")
	}()
	defer fmt.Println("main deferred")
	runtime.Goexit()
}

// Output:
// worker 1 done
// worker 1 cleanup
// worker 2 cleanup
// worker 3 done
// worker 3 cleanup
// all done
// main deferred
// bg finished
// bg deferred
// Stderr:
// fatal error: no goroutines (main called runtime.Goexit) - deadlock!
// Exit: 2
