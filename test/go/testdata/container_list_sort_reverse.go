package main

import (
	"container/list"
	"container/ring"
	"fmt"
	"sort"
	"strings"
)

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

type LRU struct {
	cap   int
	ll    *list.List
	items map[string]*list.Element
}

type entry struct {
	k string
	v int
}

func (c *LRU) Get(k string) (int, bool) {
	if e, ok := c.items[k]; ok {
		c.ll.MoveToFront(e)
		return e.Value.(*entry).v, true
	}
	return 0, false
}

func (c *LRU) Put(k string, v int) {
	if e, ok := c.items[k]; ok {
		e.Value.(*entry).v = v
		c.ll.MoveToFront(e)
		return
	}
	c.items[k] = c.ll.PushFront(&entry{k, v})
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		c.ll.Remove(last)
		delete(c.items, last.Value.(*entry).k)
	}
}

func (c *LRU) String() string {
	var parts []string
	for e := c.ll.Front(); e != nil; e = e.Next() {
		en := e.Value.(*entry)
		parts = append(parts, fmt.Sprintf("%s:%d", en.k, en.v))
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func main() {
	words := []string{"banana", "kiwi", "apple", "fig", "cherry", "date"}
	sort.Sort(byLen(words))
	fmt.Println(words)
	sort.Stable(sort.Reverse(byLen(words)))
	fmt.Println(words)
	nums := []int{5, 2, 8, 1}
	sort.Sort(sort.Reverse(sort.IntSlice(nums)))
	fmt.Println(nums, sort.IsSorted(sort.IntSlice(nums)), sort.SearchInts([]int{1, 3, 5}, 4))
	fl := []float64{2.5, -1, 3}
	sort.Float64s(fl)
	fmt.Println(fl, sort.StringsAreSorted([]string{"a", "b"}))
	i := sort.Search(100, func(i int) bool { return i*i >= 50 })
	fmt.Println(i)
	c := &LRU{cap: 2, ll: list.New(), items: map[string]*list.Element{}}
	c.Put("a", 1)
	c.Put("b", 2)
	c.Get("a")
	c.Put("c", 3)
	_, okb := c.Get("b")
	fmt.Println(c, okb, c.ll.Len())
	l := list.New()
	l.PushBack(1)
	l.PushFront(0)
	l.InsertAfter(5, l.Front())
	for e := l.Back(); e != nil; e = e.Prev() {
		fmt.Print(e.Value, " ")
	}
	fmt.Println()
	rg := ring.New(4)
	for i := 0; i < rg.Len(); i++ {
		rg.Value = i * i
		rg = rg.Next()
	}
	rg.Do(func(v any) { fmt.Print(v, ",") })
	fmt.Println()
}

// Output:
// [fig kiwi date apple banana cherry]
// [banana cherry apple kiwi date fig]
// [8 5 2 1] false 2
// [-1 2.5 3] true
// 8
// [c:3 a:1] false 2
// 1 5 0 
// 0,1,4,9,
