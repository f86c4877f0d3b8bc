package main

import (
	"container/heap"
	"container/list"
	"fmt"
)

type Item struct {
	name     string
	priority int
	index    int
}

type PQ []*Item

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].priority != pq[j].priority {
		return pq[i].priority > pq[j].priority
	}
	return pq[i].name < pq[j].name
}
func (pq PQ) Swap(i, j int) {
	pq[i], pq[j] = pq[j], pq[i]
	pq[i].index = i
	pq[j].index = j
}
func (pq *PQ) Push(x any) {
	it := x.(*Item)
	it.index = len(*pq)
	*pq = append(*pq, it)
}
func (pq *PQ) Pop() any {
	old := *pq
	n := len(old)
	it := old[n-1]
	old[n-1] = nil
	*pq = old[:n-1]
	return it
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

func main() {
	h := &IntHeap{5, 2, 8}
	heap.Init(h)
	heap.Push(h, 3)
	fmt.Println((*h)[0], h.Len())
	for h.Len() > 0 {
		fmt.Print(heap.Pop(h), " ")
	}
	fmt.Println()
	pq := PQ{}
	for i, n := range []string{"low", "high", "mid", "high2"} {
		heap.Push(&pq, &Item{name: n, priority: []int{1, 5, 3, 5}[i]})
	}
	it := pq[len(pq)-1]
	it.priority = 10
	heap.Fix(&pq, it.index)
	for pq.Len() > 0 {
		x := heap.Pop(&pq).(*Item)
		fmt.Printf("%s:%d ", x.name, x.priority)
	}
	fmt.Println()
	l := list.New()
	e4 := l.PushBack(4)
	e1 := l.PushFront(1)
	l.InsertBefore(3, e4)
	l.InsertAfter(2, e1)
	l.PushBack(5)
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Len())
	l.Remove(e4)
	l.MoveToFront(l.Back())
	for e := l.Back(); e != nil; e = e.Prev() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Front().Value, l.Len())
}

// Output:
// 2 4
// 2 3 5 8 
// low:10 high:5 high2:5 mid:3 
// 1 2 3 4 5 5
// 3 2 1 5 5 4
