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

type IntHeap []int

func (h IntHeap) Len() int           { return len(h) }
func (h IntHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func dump(l *list.List) string {
	var sb strings.Builder
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Fprint(&sb, e.Value, " ")
	}
	return sb.String()
}

func main() {
	tasks := map[string]int{"write": 3, "test": 5, "deploy": 1, "review": 3, "lint": 2}
	pq := PQ{}
	byName := map[string]*Task{}
	for _, n := range []string{"write", "test", "deploy", "review", "lint"} {
		t := &Task{name: n, priority: tasks[n]}
		byName[n] = t
		heap.Push(&pq, t)
	}
	byName["deploy"].priority = 10
	heap.Fix(&pq, byName["deploy"].index)
	removed := heap.Remove(&pq, byName["lint"].index).(*Task)
	fmt.Println("removed", removed.name, removed.index)
	for pq.Len() > 0 {
		t := heap.Pop(&pq).(*Task)
		fmt.Printf("%s(%d) ", t.name, t.priority)
	}
	fmt.Println()

	h := &IntHeap{5, 2, 8, 1, 9, 3}
	heap.Init(h)
	fmt.Println((*h)[0], *h)
	heap.Push(h, 0)
	var out []int
	for h.Len() > 0 {
		out = append(out, heap.Pop(h).(int))
	}
	fmt.Println(out)

	l := list.New()
	a := l.PushBack("a")
	b := l.PushBack("b")
	c := l.PushFront("c")
	l.InsertAfter("d", a)
	l.MoveToFront(b)
	l.MoveAfter(c, a)
	fmt.Println(dump(l), l.Len())
	l.Remove(a)
	other := list.New()
	other.PushBack(1)
	other.PushBack(2)
	l.PushBackList(other)
	l.PushFrontList(other)
	fmt.Println(dump(l), l.Len(), l.Front().Value, l.Back().Prev().Value)
	fmt.Println(l.Remove(a), l.Len())
	var zero list.List
	zero.PushBack("lazy")
	fmt.Println(zero.Len(), zero.Front().Value, zero.Front().Next() == nil)
}

// Output:
// removed lint -1
// deploy(10) test(5) review(3) write(3) 
// 1 [1 2 3 5 9 8]
// [0 1 2 3 5 8 9]
// b a c d  4
// 1 2 b c d 1 2  7 1 1
// a 7
// 1 lazy true
