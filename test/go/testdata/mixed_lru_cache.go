package main

import "fmt"

type entry struct {
	key        string
	val        int
	prev, next *entry
}

type LRU struct {
	cap        int
	items      map[string]*entry
	head, tail *entry
}

func NewLRU(capacity int) *LRU {
	l := &LRU{cap: capacity, items: map[string]*entry{}}
	l.head = &entry{}
	l.tail = &entry{}
	l.head.next = l.tail
	l.tail.prev = l.head
	return l
}

func (l *LRU) unlink(e *entry) { e.prev.next = e.next; e.next.prev = e.prev }
func (l *LRU) pushFront(e *entry) {
	e.next = l.head.next
	e.prev = l.head
	l.head.next.prev = e
	l.head.next = e
}

func (l *LRU) Get(k string) (int, bool) {
	e, ok := l.items[k]
	if !ok {
		return 0, false
	}
	l.unlink(e)
	l.pushFront(e)
	return e.val, true
}

func (l *LRU) Put(k string, v int) {
	if e, ok := l.items[k]; ok {
		e.val = v
		l.unlink(e)
		l.pushFront(e)
		return
	}
	if len(l.items) == l.cap {
		old := l.tail.prev
		l.unlink(old)
		delete(l.items, old.key)
		fmt.Println("evict", old.key)
	}
	e := &entry{key: k, val: v}
	l.items[k] = e
	l.pushFront(e)
}

func (l *LRU) Keys() []string {
	var ks []string
	for e := l.head.next; e != l.tail; e = e.next {
		ks = append(ks, e.key)
	}
	return ks
}

func main() {
	c := NewLRU(3)
	for i, k := range []string{"a", "b", "c"} {
		c.Put(k, i)
	}
	c.Get("a")
	c.Put("d", 3)
	c.Put("b", 10)
	fmt.Println(c.Keys())
	v, ok := c.Get("c")
	fmt.Println(v, ok)
	c.Put("e", 4)
	fmt.Println(c.Keys())
}

// Output:
// evict b
// evict c
// [b d a]
// 0 false
// evict a
// [e b d]
