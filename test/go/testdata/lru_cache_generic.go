package main

import (
	"container/list"
	"fmt"
	"strings"
)

type entry[K comparable, V any] struct {
	key K
	val V
}

type LRU[K comparable, V any] struct {
	cap     int
	ll      *list.List
	items   map[K]*list.Element
	hits    int
	miss    int
	onEvict func(K, V)
}

func NewLRU[K comparable, V any](n int, onEvict func(K, V)) *LRU[K, V] {
	return &LRU[K, V]{cap: n, ll: list.New(), items: make(map[K]*list.Element), onEvict: onEvict}
}

func (c *LRU[K, V]) Get(k K) (V, bool) {
	if e, ok := c.items[k]; ok {
		c.ll.MoveToFront(e)
		c.hits++
		return e.Value.(*entry[K, V]).val, true
	}
	c.miss++
	var zero V
	return zero, false
}

func (c *LRU[K, V]) Put(k K, v V) {
	if e, ok := c.items[k]; ok {
		e.Value.(*entry[K, V]).val = v
		c.ll.MoveToFront(e)
		return
	}
	c.items[k] = c.ll.PushFront(&entry[K, V]{k, v})
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		ent := last.Value.(*entry[K, V])
		c.ll.Remove(last)
		delete(c.items, ent.key)
		if c.onEvict != nil {
			c.onEvict(ent.key, ent.val)
		}
	}
}

func (c *LRU[K, V]) Keys() []K {
	var ks []K
	for e := c.ll.Front(); e != nil; e = e.Next() {
		ks = append(ks, e.Value.(*entry[K, V]).key)
	}
	return ks
}

func (c *LRU[K, V]) String() string {
	var sb strings.Builder
	sb.WriteString("[")
	for i, k := range c.Keys() {
		if i > 0 {
			sb.WriteString(" ")
		}
		v, _ := c.items[k].Value.(*entry[K, V])
		fmt.Fprintf(&sb, "%v:%v", k, v.val)
	}
	sb.WriteString("]")
	return sb.String()
}

func main() {
	c := NewLRU[string, int](3, func(k string, v int) { fmt.Printf("evict %s=%d\n", k, v) })
	for i, k := range []string{"a", "b", "c", "a", "d", "b", "e"} {
		if _, ok := c.Get(k); !ok {
			c.Put(k, i)
		}
		fmt.Println(c)
	}
	fmt.Printf("hits=%d miss=%d keys=%v\n", c.hits, c.miss, c.Keys())
	ci := NewLRU[int, []string](2, nil)
	ci.Put(1, []string{"x"})
	ci.Put(2, nil)
	ci.Put(1, []string{"y", "z"})
	ci.Put(3, []string{})
	v, ok := ci.Get(2)
	fmt.Println(v, ok, v == nil, ci)
}

// Output:
// [a:0]
// [b:1 a:0]
// [c:2 b:1 a:0]
// [a:0 c:2 b:1]
// evict b=1
// [d:4 a:0 c:2]
// evict c=2
// [b:5 d:4 a:0]
// evict a=0
// [e:6 b:5 d:4]
// hits=1 miss=6 keys=[e b d]
// [] false true [3:[] 1:[y z]]
