package main

import (
	"container/heap"
	"fmt"
	"sort"
	"sync"
	"time"
)

type Task struct {
	ID       int
	Priority int
}

type Queue struct {
	items []Task
	label string
}

func (q Queue) Len() int             { return len(q.items) }
func (q Queue) Less(i, j int) bool   { return q.items[i].Priority > q.items[j].Priority }
func (q Queue) Swap(i, j int)        { q.items[i], q.items[j] = q.items[j], q.items[i] }
func (q *Queue) Push(x any)          { q.items = append(q.items, x.(Task)) }
func (q *Queue) Pop() any            { n := len(q.items); t := q.items[n-1]; q.items = q.items[:n-1]; return t }
func (q Queue) Describe() string     { q.label = "changed"; return fmt.Sprintf("%d tasks", len(q.items)) }
func (q Queue) Wait(d time.Duration) { time.Sleep(d); q.items = nil }

type Describer interface {
	Describe() string
	Wait(time.Duration)
}

func main() {
	q := &Queue{label: "orig"}
	heap.Init(q)
	for i, p := range []int{3, 1, 4, 1, 5} {
		heap.Push(q, Task{i, p})
	}
	var wg sync.WaitGroup
	results := make([]string, 3)
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var d Describer = *q
			d.Wait(time.Duration(i) * time.Millisecond)
			results[i] = d.Describe()
		}()
	}
	wg.Wait()
	fmt.Println(results, q.label, q.Len())
	var order []int
	for q.Len() > 0 {
		order = append(order, heap.Pop(q).(Task).Priority)
	}
	fmt.Println(order)
	tasks := Queue{items: []Task{{1, 2}, {2, 9}, {3, 5}}}
	sort.Sort(tasks)
	fmt.Println(tasks.items)
	sort.Sort(sort.Reverse(tasks))
	fmt.Println(tasks.items)
}

// Output:
// [5 tasks 5 tasks 5 tasks] orig 5
// [5 4 3 1 1]
// [{2 9} {3 5} {1 2}]
// [{1 2} {3 5} {2 9}]
