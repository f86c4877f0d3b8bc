package main

import (
	"fmt"
	"sync"
)

func safeGo(wg *sync.WaitGroup, errs chan<- error, f func()) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer func() {
			if r := recover(); r != nil {
				errs <- fmt.Errorf("recovered: %v", r)
			}
		}()
		f()
	}()
}

func main() {
	var wg sync.WaitGroup
	errs := make(chan error, 3)
	safeGo(&wg, errs, func() {})
	safeGo(&wg, errs, func() { panic("worker exploded") })
	safeGo(&wg, errs, func() {
		var m map[string]int
		m["x"] = 1
	})
	wg.Wait()
	close(errs)
	var msgs []string
	for e := range errs {
		msgs = append(msgs, e.Error())
	}
	if len(msgs) == 2 && msgs[0] > msgs[1] {
		msgs[0], msgs[1] = msgs[1], msgs[0]
	}
	fmt.Println(len(msgs))
	for _, m := range msgs {
		fmt.Println(m)
	}
}

// Output:
// 2
// recovered: assignment to entry in nil map
// recovered: worker exploded
