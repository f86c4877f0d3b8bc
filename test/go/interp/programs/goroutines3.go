package main

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

type Acc struct {
	mu  sync.Mutex
	bal int
}

func (a *Acc) Deposit(n int, wg *sync.WaitGroup) {
	defer wg.Done()
	a.mu.Lock()
	defer a.mu.Unlock()
	a.bal += n
}

func safeGo(f func()) (err error) {
	done := make(chan error)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Errorf("recovered: %v", r)
				return
			}
			done <- nil
		}()
		f()
	}()
	return <-done
}

func main() {
	a := &Acc{}
	var wg sync.WaitGroup
	for i := 1; i <= 10; i++ {
		wg.Add(1)
		go a.Deposit(i, &wg)
	}
	wg.Wait()
	fmt.Println(a.bal)

	res := make(chan int, 10)
	var wg2 sync.WaitGroup
	for i := range 5 {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			res <- i * i
		}()
	}
	wg2.Wait()
	close(res)
	var got []int
	for v := range res {
		got = append(got, v)
	}
	sort.Ints(got)
	fmt.Println(got)

	fmt.Println(safeGo(func() { panic("boom") }))
	fmt.Println(safeGo(func() {}))
	fmt.Println(safeGo(func() { var m map[int]int; m[1] = 1 }))

	out := make(chan int)
	quit := make(chan bool)
	go func() {
		for i := 0; i < 3; i++ {
			fmt.Println("recv", <-out)
		}
		quit <- true
	}()
	x := 0
	func() {
		for {
			select {
			case out <- x:
				x++
			case <-quit:
				fmt.Println("quit")
				return
			}
		}
	}()
	errc := make(chan error, 1)
	go func() { errc <- errors.New("failed") }()
	if err := <-errc; err != nil {
		fmt.Println("error:", err)
	}
	var nilch chan int
	select {
	case v := <-nilch:
		fmt.Println(v)
	default:
		fmt.Println("nil channel not ready")
	}
	results := make([]int, 5)
	var wg3 sync.WaitGroup
	for i := range results {
		wg3.Add(1)
		go func(idx int) {
			defer wg3.Done()
			results[idx] = idx * 10
		}(i)
	}
	wg3.Wait()
	fmt.Println(results)
}
