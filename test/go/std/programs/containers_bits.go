package main

import (
	"container/heap"
	"container/list"
	"fmt"
	"math/bits"
	"strings"
)

type Item struct {
	value    string
	priority int
	index    int
}

type PriorityQueue []*Item

func (pq PriorityQueue) Len() int { return len(pq) }
func (pq PriorityQueue) Less(i, j int) bool {
	return pq[i].priority > pq[j].priority
}
func (pq PriorityQueue) Swap(i, j int) {
	pq[i], pq[j] = pq[j], pq[i]
	pq[i].index = i
	pq[j].index = j
}
func (pq *PriorityQueue) Push(x any) {
	n := len(*pq)
	item := x.(*Item)
	item.index = n
	*pq = append(*pq, item)
}
func (pq *PriorityQueue) Pop() any {
	old := *pq
	n := len(old)
	item := old[n-1]
	old[n-1] = nil
	item.index = -1
	*pq = old[0 : n-1]
	return item
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
	hv := IntHeap{5, 2, 8}
	h := &hv
	heap.Init(h)
	heap.Push(h, 3)
	fmt.Printf("minimum: %d\n", (*h)[0])
	for h.Len() > 0 {
		fmt.Printf("%d ", heap.Pop(h))
	}
	fmt.Println()
	items := map[string]int{"banana": 3, "apple": 2, "pear": 4}
	pq := PriorityQueue{}
	for _, name := range []string{"banana", "apple", "pear"} {
		pq = append(pq, &Item{value: name, priority: items[name], index: len(pq)})
	}
	heap.Init(&pq)
	item := &Item{value: "orange", priority: 1}
	heap.Push(&pq, item)
	item.priority = 5
	heap.Fix(&pq, item.index)
	for pq.Len() > 0 {
		it := heap.Pop(&pq).(*Item)
		fmt.Printf("%.2d:%s ", it.priority, it.value)
	}
	fmt.Println()
	l := list.New()
	e4 := l.PushBack(4)
	e1 := l.PushFront(1)
	l.InsertBefore(3, e4)
	l.InsertAfter(2, e1)
	l.MoveToBack(e1)
	var sb strings.Builder
	for e := l.Front(); e != nil; e = e.Next() {
		fmt.Fprint(&sb, e.Value, " ")
	}
	fmt.Println(sb.String(), l.Len())
	l.Remove(e4)
	for e := l.Back(); e != nil; e = e.Prev() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println()
	fmt.Println(bits.OnesCount(255), bits.LeadingZeros64(1), bits.TrailingZeros(8), bits.Len(1023), bits.Len64(0))
	fmt.Println(bits.RotateLeft64(1, -1), bits.RotateLeft32(1, 33), bits.Reverse8(1), bits.ReverseBytes16(0x1234), bits.Reverse64(1))
	fmt.Println(bits.OnesCount64(1<<63|1), bits.RotateLeft8(0x81, 1), bits.TrailingZeros64(0), bits.LeadingZeros8(1))
}
