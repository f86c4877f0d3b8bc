package main

import (
	"container/heap"
	"container/list"
	"container/ring"
	"fmt"
	"sort"
	"strings"
)

type Item struct {
	key      string
	priority int
	index    int
}

type PQ []*Item

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].priority == pq[j].priority {
		return pq[i].key < pq[j].key
	}
	return pq[i].priority > pq[j].priority
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
	it.index = -1
	*pq = old[:n-1]
	return it
}

type byLenThenAlpha []string

func (s byLenThenAlpha) Len() int      { return len(s) }
func (s byLenThenAlpha) Swap(i, j int) { s[i], s[j] = s[j], s[i] }
func (s byLenThenAlpha) Less(i, j int) bool {
	if len(s[i]) != len(s[j]) {
		return len(s[i]) < len(s[j])
	}
	return s[i] < s[j]
}

func main() {
	pq := PQ{}
	heap.Init(&pq)
	for i, k := range []string{"ns/b", "ns/a", "ns/c", "ns/d", "ns/e"} {
		heap.Push(&pq, &Item{key: k, priority: i % 3})
	}
	it := pq[len(pq)-1]
	it.priority = 10
	heap.Fix(&pq, it.index)
	removed := heap.Remove(&pq, 1).(*Item)
	fmt.Println("removed", removed.key, removed.index)
	for pq.Len() > 0 {
		x := heap.Pop(&pq).(*Item)
		fmt.Printf("%s:%d ", x.key, x.priority)
	}
	fmt.Println()
	words := strings.Fields("deployment pod svc configmap ns secret job cronjob")
	sort.Sort(byLenThenAlpha(words))
	fmt.Println(words)
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	fmt.Println(words)
	ints := []int{3, 1, 2}
	sort.Sort(sort.Reverse(sort.IntSlice(ints)))
	fmt.Println(ints, sort.IntsAreSorted(ints))
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
	r.Do(func(v any) { fmt.Print(v, ",") })
	fmt.Println(r.Move(2).Value)
}

// Output:
// removed ns/c -1
// ns/b:10 ns/a:1 ns/e:1 ns/d:0 
// [ns job pod svc secret cronjob configmap deployment]
// [svc secret pod ns job deployment cronjob configmap]
// [3 2 1] false
// 2 3 4 1 4 4 3
// 0,1,4,9,4
