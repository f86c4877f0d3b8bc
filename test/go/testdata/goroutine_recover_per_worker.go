package main

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

type task func() int

func safeRun(id int, t task) (res int, err error) {
	defer func() {
		if r := recover(); r != nil {
			switch v := r.(type) {
			case error:
				err = fmt.Errorf("task %d panicked: %w", id, v)
			default:
				err = fmt.Errorf("task %d panicked: %v", id, v)
			}
		}
	}()
	return t(), nil
}

func main() {
	tasks := []task{
		func() int { return 1 },
		func() int { var m map[string]int; m["x"] = 1; return 2 },
		func() int { s := []int{}; return s[3] },
		func() int { panic("custom") },
		func() int { panic(errors.New("boxed error")) },
		func() int { return 6 },
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	results := map[int]string{}
	for i, t := range tasks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := safeRun(i, t)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				results[i] = err.Error()
				return
			}
			results[i] = fmt.Sprint("ok ", r)
		}()
	}
	wg.Wait()
	ids := make([]int, 0, len(results))
	for id := range results {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		fmt.Println(id, results[id])
	}
	var re interface{ RuntimeError() }
	_, err := safeRun(9, func() int { a := []int{1}; i := 5; return a[i] })
	fmt.Println(errors.As(err, &re))
	done := make(chan struct{})
	go func() {
		defer fmt.Println("worker deferred runs before the crash")
		var p *struct{ n int }
		fmt.Println(p.n)
	}()
	<-done
	fmt.Println("unreachable")
}

// Output:
// 0 ok 1
// 1 task 1 panicked: assignment to entry in nil map
// 2 task 2 panicked: runtime error: index out of range [3] with length 0
// 3 task 3 panicked: custom
// 4 task 4 panicked: boxed error
// 5 ok 6
// true
// worker deferred runs before the crash
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine N [running]:
// Exit: 2
