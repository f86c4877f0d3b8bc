package main

import (
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
	hits  int
	miss  int
}

func NewLRU(n int) *LRU {
	return &LRU{cap: n, ll: list.New(), items: make(map[string]*list.Element)}
}

func (c *LRU) Get(k string) (int, bool) {
	if e, ok := c.items[k]; ok {
		c.ll.MoveToFront(e)
		c.hits++
		return e.Value.(*entry).val, true
	}
	c.miss++
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
		ent := last.Value.(*entry)
		delete(c.items, ent.key)
		return ent.key
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

func main() {
	c := NewLRU(3)
	for i, k := range []string{"a", "b", "c", "a", "d", "b", "e"} {
		if _, ok := c.Get(k); !ok {
			if ev := c.Put(k, i); ev != "" {
				fmt.Printf("put %s evicts %s\n", k, ev)
			}
		}
		fmt.Println(c)
	}
	c.Put("e", 100)
	fmt.Println(c, c.hits, c.miss, len(c.items))
	l := list.New()
	l.PushBack(1)
	l.PushFront(0)
	l.InsertAfter(5, l.Front())
	for e := l.Back(); e != nil; e = e.Prev() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println(l.Len())
	defer func() { fmt.Println("recovered:", recover()) }()
	var e *list.Element
	_ = e.Value.(int)
}

// Output:
// [a:0]
// [b:1 a:0]
// [c:2 b:1 a:0]
// [a:0 c:2 b:1]
// put d evicts b
// [d:4 a:0 c:2]
// put b evicts c
// [b:5 d:4 a:0]
// put e evicts a
// [e:6 b:5 d:4]
// [e:100 b:5 d:4] 1 6 3
// 1 5 0 3
// recovered: runtime error: invalid memory address or nil pointer dereference
