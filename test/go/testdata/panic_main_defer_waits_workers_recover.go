package main

import (
	"errors"
	"fmt"
	"sync"
)

func safeGo(wg *sync.WaitGroup, name string, f func()) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer func() {
			if r := recover(); r != nil {
				fmt.Printf("%s recovered: %v\n", name, r)
			}
		}()
		f()
	}()
}

func check(err error) {
	if r := recover(); r != nil {
		fmt.Println("check: recover outside defer returned", r)
	}
	if err != nil {
		panic(err)
	}
}

func main() {
	var wg sync.WaitGroup
	ready := make(chan struct{})
	defer fmt.Println("main: last deferred")
	defer wg.Wait()
	defer func() {
		r := recover()
		fmt.Println("main recovered:", r)
		close(ready)
		panic(fmt.Sprint("re-panic after: ", r))
	}()
	w1done := make(chan struct{})
	safeGo(&wg, "w1", func() {
		defer close(w1done)
		<-ready
		check(nil)
		var s []int
		_ = s[5]
	})
	safeGo(&wg, "w2", func() {
		<-w1done
		check(errors.New("w2 failed"))
	})
	panic("main failed")
}

// Output:
// main recovered: main failed
// w1 recovered: runtime error: index out of range [5] with length 0
// w2 recovered: w2 failed
// main: last deferred
// Stderr:
// panic: main failed [recovered]
// 	panic: re-panic after: main failed
//
// goroutine 1 [running]:
// Exit: 2
