package main

import (
	"container/heap"
	"container/list"
	"container/ring"
	"fmt"
)

type Task struct {
	Name     string
	Priority int
	index    int
}

type PQ []*Task

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].Priority == pq[j].Priority {
		return pq[i].Name < pq[j].Name
	}
	return pq[i].Priority > pq[j].Priority
}
func (pq PQ) Swap(i, j int) {
	pq[i], pq[j] = pq[j], pq[i]
	pq[i].index = i
	pq[j].index = j
}
func (pq *PQ) Push(x any) {
	t := x.(*Task)
	t.index = len(*pq)
	*pq = append(*pq, t)
}
func (pq *PQ) Pop() any {
	old := *pq
	n := len(old)
	t := old[n-1]
	old[n-1] = nil
	t.index = -1
	*pq = old[:n-1]
	return t
}

func main() {
	pq := &PQ{}
	heap.Init(pq)
	for i, n := range []string{"write", "test", "deploy", "review"} {
		heap.Push(pq, &Task{Name: n, Priority: i % 3})
	}
	t := &Task{Name: "hotfix", Priority: 0}
	heap.Push(pq, t)
	t.Priority = 5
	heap.Fix(pq, t.index)
	for pq.Len() > 0 {
		t := heap.Pop(pq).(*Task)
		fmt.Printf("%s(%d) ", t.Name, t.Priority)
	}
	fmt.Println()
	l := list.New()
	e4 := l.PushBack(4)
	e1 := l.PushFront(1)
	l.InsertBefore(3, e4)
	l.InsertAfter(2, e1)
	l.MoveToBack(e1)
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Len(), l.Remove(e4), l.Len())
	r := ring.New(4)
	for i := 0; i < r.Len(); i++ {
		r.Value = i * i
		r = r.Next()
	}
	r.Do(func(v any) { fmt.Print(v, ";") })
	fmt.Println()
	r.Unlink(2)
	r.Do(func(v any) { fmt.Print(v, ";") })
	fmt.Println(r.Len())
}

// Output:
// hotfix(5) deploy(2) test(1) review(0) write(0) 
// 2 3 4 1 4 4 3
// 0;1;4;9;
// 0;9;2
