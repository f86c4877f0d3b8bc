package main

import (
	"container/heap"
	"fmt"
	"strings"
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

func (pq *PQ) update(t *Task, p int) {
	t.Priority = p
	heap.Fix(pq, t.index)
}

func main() {
	tasks := map[string]int{"build": 2, "test": 3, "deploy": 1, "lint": 3, "docs": 0}
	pq := PQ{}
	byName := map[string]*Task{}
	for _, name := range []string{"build", "test", "deploy", "lint", "docs"} {
		t := &Task{Name: name, Priority: tasks[name]}
		byName[name] = t
		heap.Push(&pq, t)
	}
	pq.update(byName["docs"], 5)
	heap.Remove(&pq, byName["build"].index)
	var order []string
	for pq.Len() > 0 {
		t := heap.Pop(&pq).(*Task)
		order = append(order, fmt.Sprintf("%s(%d)", t.Name, t.Priority))
	}
	fmt.Println(strings.Join(order, " > "))
	ints := &IntHeap{5, 2, 8}
	heap.Init(ints)
	heap.Push(ints, 1)
	fmt.Println((*ints)[0], heap.Pop(ints), heap.Pop(ints), *ints)
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

// Output:
// docs(5) > lint(3) > test(3) > deploy(1)
// 5 1 2 [5 8]
