package main

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"
)

func gen(words ...string) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		for _, w := range words {
			out <- w
		}
	}()
	return out
}

func upper(in <-chan string) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		for w := range in {
			out <- strings.ToUpper(w)
		}
	}()
	return out
}

func merge(cs ...<-chan string) <-chan string {
	var wg sync.WaitGroup
	out := make(chan string, 10)
	for _, c := range cs {
		wg.Add(1)
		go func(c <-chan string) {
			defer wg.Done()
			for v := range c {
				out <- v
			}
		}(c)
	}
	go func() { wg.Wait(); close(out) }()
	return out
}

type Queue struct {
	mu    sync.Mutex
	cond  *sync.Cond
	items []int
}

func NewQueue() *Queue {
	q := &Queue{}
	q.cond = sync.NewCond(&q.mu)
	return q
}

func (q *Queue) Put(v int) {
	q.mu.Lock()
	q.items = append(q.items, v)
	q.mu.Unlock()
	q.cond.Signal()
}

func (q *Queue) Get() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.items) == 0 {
		q.cond.Wait()
	}
	v := q.items[0]
	q.items = q.items[1:]
	return v
}

func main() {
	for w := range upper(gen("alpha", "beta", "gamma")) {
		fmt.Print(w, " ")
	}
	fmt.Println()
	total := 0
	for w := range merge(gen("a", "bb"), gen("ccc"), gen()) {
		total += len(w)
	}
	fmt.Println("total", total)
	q := NewQueue()
	var got []int
	done := make(chan bool)
	go func() {
		for i := 0; i < 5; i++ {
			got = append(got, q.Get())
		}
		done <- true
	}()
	for i := 1; i <= 5; i++ {
		q.Put(i * i)
	}
	<-done
	fmt.Println(got)
	in, out := make(chan int), make(chan int)
	go func() {
		defer close(out)
		for v := range in {
			out <- v * 2
		}
	}()
	var pending []int
	send := in
	next := 0
	results := 0
	for results < 4 {
		var sendVal int
		if next < 4 {
			sendVal = next
		} else {
			send = nil
		}
		select {
		case send <- sendVal:
			next++
			if next == 4 {
				close(in)
			}
		case v := <-out:
			pending = append(pending, v)
			results++
		}
	}
	fmt.Println(pending)
	timer := time.NewTimer(time.Hour)
	fmt.Println("stopped:", timer.Stop(), timer.Stop())
	timer.Reset(time.Millisecond)
	<-timer.C
	fmt.Println("fired; reset on expired:", timer.Reset(time.Millisecond))
	<-timer.C
	time.Sleep(10 * time.Millisecond)
	fmt.Println("goroutines:", runtime.NumGoroutine())
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once", i) })
	}
	var rw sync.RWMutex
	rw.RLock()
	rw.RLock()
	fmt.Println("two readers", rw.TryLock(), rw.TryRLock())
	rw.RUnlock()
	rw.RUnlock()
	rw.RUnlock()
	fmt.Println(rw.TryLock())
}

// Output:
// ALPHA BETA GAMMA 
// total 6
// [1 4 9 16 25]
// [0 2 4 6]
// stopped: true false
// fired; reset on expired: false
// goroutines: 1
// once 0
// two readers false true
// true
