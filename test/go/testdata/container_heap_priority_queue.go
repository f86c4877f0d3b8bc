package main

import (
	"container/heap"
	"container/list"
	"fmt"
	"strings"
)

type Task struct {
	name     string
	priority int
	index    int
}

type PQ []*Task

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].priority == pq[j].priority {
		return pq[i].name < pq[j].name
	}
	return pq[i].priority > pq[j].priority
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

func (pq *PQ) update(t *Task, priority int) {
	t.priority = priority
	heap.Fix(pq, t.index)
}

type IntHeap []int

func (h IntHeap) Len() int           { return len(h) }
func (h IntHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[0 : n-1]
	return x
}

func main() {
	tasks := map[string]int{"write": 3, "test": 5, "deploy": 1, "review": 5, "plan": 2}
	pq := PQ{}
	heap.Init(&pq)
	byName := map[string]*Task{}
	for _, n := range []string{"write", "test", "deploy", "review", "plan"} {
		t := &Task{name: n, priority: tasks[n]}
		byName[n] = t
		heap.Push(&pq, t)
	}
	pq.update(byName["deploy"], 10)
	heap.Remove(&pq, byName["plan"].index)
	var order []string
	for pq.Len() > 0 {
		t := heap.Pop(&pq).(*Task)
		order = append(order, fmt.Sprintf("%s(%d)", t.name, t.priority))
	}
	fmt.Println(strings.Join(order, " "))

	h := &IntHeap{5, 2, 8}
	heap.Init(h)
	heap.Push(h, 3)
	fmt.Printf("min=%d ", (*h)[0])
	for h.Len() > 0 {
		fmt.Print(heap.Pop(h), " ")
	}
	fmt.Println()

	l := list.New()
	e4 := l.PushBack(4)
	e1 := l.PushFront(1)
	l.InsertBefore(3, e4)
	l.InsertAfter(2, e1)
	l.MoveToBack(e1)
	l.Remove(l.Front())
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Len())
	defer func() { fmt.Println("recovered:", recover()) }()
	var empty IntHeap
	heap.Pop(&empty)
}

// Output:
// deploy(10) review(5) test(5) write(3)
// min=2 2 3 5 8 
// 3 4 1 3
// recovered: runtime error: index out of range [0] with length 0
