package main

import (
	"fmt"
	"runtime"
	"sync"
)

func worker(id int, wg *sync.WaitGroup, log func(string)) {
	defer wg.Done()
	defer func() {
		r := recover()
		log(fmt.Sprintf("worker %d deferred, recover()=%v", id, r))
	}()
	if id == 2 {
		runtime.Goexit()
	}
	if id == 3 {
		panic(fmt.Sprintf("worker %d failed", id))
	}
	log(fmt.Sprintf("worker %d finished normally", id))
}

func main() {
	var mu sync.Mutex
	var lines []string
	log := func(s string) {
		mu.Lock()
		lines = append(lines, s)
		mu.Unlock()
	}
	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		go worker(i, &wg, log)
		wg.Wait()
	}
	for _, l := range lines {
		fmt.Println(l)
	}
}

// Output:
// worker 1 finished normally
// worker 1 deferred, recover()=<nil>
// worker 2 deferred, recover()=<nil>
// worker 3 deferred, recover()=worker 3 failed
