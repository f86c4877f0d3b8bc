package main

import (
	"container/heap"
	"fmt"
	"strings"
)

type Task struct {
	Name     string
	Priority int
	Seq      int
	index    int
}

type PQ []*Task

func (pq PQ) Len() int { return len(pq) }
func (pq PQ) Less(i, j int) bool {
	if pq[i].Priority != pq[j].Priority {
		return pq[i].Priority > pq[j].Priority
	}
	return pq[i].Seq < pq[j].Seq
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

func (pq *PQ) update(t *Task, prio int) {
	t.Priority = prio
	heap.Fix(pq, t.index)
}

func (pq PQ) String() string {
	var parts []string
	for _, t := range pq {
		parts = append(parts, fmt.Sprintf("%s(%d)@%d", t.Name, t.Priority, t.index))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func main() {
	pq := PQ{}
	byName := map[string]*Task{}
	for i, s := range []string{"build:3", "test:5", "lint:1", "deploy:5", "docs:0", "bench:2"} {
		name, p, _ := strings.Cut(s, ":")
		t := &Task{Name: name, Priority: int(p[0] - '0'), Seq: i}
		byName[name] = t
		heap.Push(&pq, t)
	}
	fmt.Println(pq)
	pq.update(byName["docs"], 9)
	pq.update(byName["test"], 0)
	fmt.Println(pq)
	removed := heap.Remove(&pq, byName["lint"].index).(*Task)
	fmt.Println("removed", removed.Name, removed.index, pq.Len())
	for pq.Len() > 0 {
		t := heap.Pop(&pq).(*Task)
		fmt.Printf("%s p=%d seq=%d idx=%d\n", t.Name, t.Priority, t.Seq, t.index)
	}
	// heap.Init on an unordered slice; then Pop from an empty heap panics.
	h := PQ{{Name: "z", Priority: 1}, {Name: "y", Priority: 7}, {Name: "x", Priority: 4}}
	for i := range h {
		h[i].index = i
	}
	heap.Init(&h)
	fmt.Println(h)
	for h.Len() > 0 {
		heap.Pop(&h)
	}
	defer func() { fmt.Println("recovered:", recover()) }()
	heap.Pop(&h)
}

// Output:
// [test(5)@0 deploy(5)@1 bench(2)@2 build(3)@3 docs(0)@4 lint(1)@5]
// [docs(9)@0 deploy(5)@1 bench(2)@2 build(3)@3 test(0)@4 lint(1)@5]
// removed lint -1 5
// docs p=9 seq=4 idx=-1
// deploy p=5 seq=3 idx=-1
// build p=3 seq=0 idx=-1
// bench p=2 seq=5 idx=-1
// test p=0 seq=1 idx=-1
// [y(7)@0 z(1)@1 x(4)@2]
// recovered: runtime error: index out of range [0] with length 0
