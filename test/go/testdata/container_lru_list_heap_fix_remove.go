package main

import (
	"container/heap"
	"container/list"
	"fmt"
	"strings"
)

type entry struct {
	key string
	val int
}

type LRU struct {
	cap   int
	ll    *list.List
	items map[string]*list.Element
}

func NewLRU(n int) *LRU { return &LRU{cap: n, ll: list.New(), items: map[string]*list.Element{}} }

func (c *LRU) Get(k string) (int, bool) {
	if e, ok := c.items[k]; ok {
		c.ll.MoveToFront(e)
		return e.Value.(*entry).val, true
	}
	return 0, false
}

func (c *LRU) Put(k string, v int) (evicted string) {
	if e, ok := c.items[k]; ok {
		e.Value.(*entry).val = v
		c.ll.MoveToFront(e)
		return ""
	}
	c.items[k] = c.ll.PushFront(&entry{k, v})
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		c.ll.Remove(last)
		ek := last.Value.(*entry).key
		delete(c.items, ek)
		return ek
	}
	return ""
}

func (c *LRU) String() string {
	var parts []string
	for e := c.ll.Front(); e != nil; e = e.Next() {
		en := e.Value.(*entry)
		parts = append(parts, fmt.Sprintf("%s:%d", en.key, en.val))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

type Task struct {
	name  string
	pri   int
	seq   int
	index int
}

type PQ []*Task

func (q PQ) Len() int { return len(q) }
func (q PQ) Less(i, j int) bool {
	if q[i].pri != q[j].pri {
		return q[i].pri > q[j].pri
	}
	return q[i].seq < q[j].seq
}
func (q PQ) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].index = i
	q[j].index = j
}
func (q *PQ) Push(x any) {
	t := x.(*Task)
	t.index = len(*q)
	*q = append(*q, t)
}
func (q *PQ) Pop() any {
	old := *q
	n := len(old)
	t := old[n-1]
	old[n-1] = nil
	t.index = -1
	*q = old[:n-1]
	return t
}

func main() {
	c := NewLRU(3)
	for i, k := range strings.Fields("a b c a d b e a") {
		if ev := c.Put(k, i); ev != "" {
			fmt.Printf("put %s evicts %s -> %v\n", k, ev, c)
		}
	}
	fmt.Println(c)
	fmt.Println(c.Get("b"))
	fmt.Println(c.Get("zzz"))
	fmt.Println(c, c.ll.Len(), len(c.items))

	pq := &PQ{}
	heap.Init(pq)
	seq := 0
	add := func(name string, pri int) *Task {
		seq++
		t := &Task{name: name, pri: pri, seq: seq}
		heap.Push(pq, t)
		return t
	}
	add("write docs", 1)
	bug := add("fix bug", 5)
	add("review", 3)
	add("deploy", 5)
	add("lunch", 3)
	bug.pri = 0
	heap.Fix(pq, bug.index)
	removed := heap.Remove(pq, (*pq)[len(*pq)-1].index).(*Task)
	fmt.Println("removed", removed.name)
	for pq.Len() > 0 {
		t := heap.Pop(pq).(*Task)
		fmt.Printf("%d %s (seq %d, index %d)\n", t.pri, t.name, t.seq, t.index)
	}
}

// Output:
// put d evicts b -> [d:4 a:3 c:2]
// put b evicts c -> [b:5 d:4 a:3]
// put e evicts a -> [e:6 b:5 d:4]
// put a evicts d -> [a:7 e:6 b:5]
// [a:7 e:6 b:5]
// 5 true
// 0 false
// [b:5 a:7 e:6] 3 3
// removed fix bug
// 5 deploy (seq 4, index -1)
// 3 review (seq 3, index -1)
// 3 lunch (seq 5, index -1)
// 1 write docs (seq 1, index -1)
