// Goroutines that wait inside a method reached through a promoted method (an embedded interface,
// an embedded pointer) or through a method value passed as a func: each waiting goroutine parks,
// so the first to wait is the first a Signal wakes, as in client-go's work queue workers.
package main

import (
	"fmt"
	"sync"
	"time"
)

type Queue interface {
	Get() int
	Add(int)
}

type queue struct {
	mu    sync.Mutex
	cond  *sync.Cond
	items []int
}

func newQueue() *queue {
	q := &queue{}
	q.cond = sync.NewCond(&q.mu)
	return q
}

func (q *queue) Get() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.items) == 0 {
		q.cond.Wait()
	}
	x := q.items[0]
	q.items = q.items[1:]
	return x
}

func (q *queue) Add(x int) {
	q.mu.Lock()
	q.items = append(q.items, x)
	q.mu.Unlock()
	q.cond.Signal()
}

// viaInterface embeds the Queue interface, as client-go's rate-limiting queue embeds its delaying one.
type viaInterface struct {
	Queue
}

// viaPointer embeds the queue itself.
type viaPointer struct {
	*queue
}

type worker struct {
	name string
	get  func() int
}

func (w worker) run(wg *sync.WaitGroup) {
	defer wg.Done()
	fmt.Println(w.name, "got", w.get())
}

func until(f func()) { f() }

func try(title string, q Queue, get func() int) {
	fmt.Println(title)
	var wg sync.WaitGroup
	for i := 1; i <= 3; i++ {
		wg.Add(1)
		w := worker{fmt.Sprintf("worker %d", i), get}
		go until(func() { w.run(&wg) })
		time.Sleep(time.Millisecond)
	}
	for x := 1; x <= 3; x++ {
		q.Add(x * 10)
		time.Sleep(time.Millisecond)
	}
	wg.Wait()
}

func main() {
	a := viaInterface{newQueue()}
	try("embedded interface", a, a.Get)
	b := viaPointer{newQueue()}
	try("embedded pointer", b, b.Get)
	c := newQueue()
	try("method value", c, c.Get)
	var d Queue = viaInterface{viaPointer{newQueue()}}
	try("interface of both", d, d.Get)
}

// Output:
// embedded interface
// worker 1 got 10
// worker 2 got 20
// worker 3 got 30
// embedded pointer
// worker 1 got 10
// worker 2 got 20
// worker 3 got 30
// method value
// worker 1 got 10
// worker 2 got 20
// worker 3 got 30
// interface of both
// worker 1 got 10
// worker 2 got 20
// worker 3 got 30
