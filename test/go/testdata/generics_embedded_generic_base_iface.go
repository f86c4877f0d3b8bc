package main

import (
	"fmt"
	"sort"
)

type Container[T any] interface {
	Add(T)
	All() []T
	Len() int
}

type Base[T any] struct {
	items []T
}

func (b *Base[T]) Add(v T)  { b.items = append(b.items, v) }
func (b *Base[T]) All() []T { return b.items }
func (b Base[T]) Len() int  { return len(b.items) }

type Named[T any] struct {
	Base[T]
	Name string
}

type SortedInts struct {
	*Base[int]
}

func (s SortedInts) Add(v int) {
	s.Base.Add(v)
	sort.Ints(s.items)
}

func Fill[T any](c Container[T], vs ...T) Container[T] {
	for _, v := range vs {
		c.Add(v)
	}
	return c
}

type Cache[K comparable, V any] struct {
	data    map[K]V
	order   []K
	limit   int
	onEvict func(K, V)
}

func NewCache[K comparable, V any](limit int, onEvict func(K, V)) *Cache[K, V] {
	return &Cache[K, V]{data: map[K]V{}, limit: limit, onEvict: onEvict}
}

func (c *Cache[K, V]) Set(k K, v V) {
	if _, ok := c.data[k]; !ok {
		c.order = append(c.order, k)
	}
	c.data[k] = v
	for len(c.order) > c.limit {
		old := c.order[0]
		c.order = c.order[1:]
		if c.onEvict != nil {
			c.onEvict(old, c.data[old])
		}
		delete(c.data, old)
	}
}

func main() {
	n := &Named[string]{Name: "letters"}
	Fill[string](n, "b", "a")
	fmt.Println(n.Name, n.All(), n.Len())
	s := SortedInts{&Base[int]{}}
	c := Fill[int](s, 3, 1, 2)
	fmt.Println(c.All(), c.Len())
	fmt.Printf("%T %T\n", c, n.Base)
	cache := NewCache(2, func(k string, v int) { fmt.Println("evict", k, v) })
	for i, k := range []string{"a", "b", "a", "c", "d"} {
		cache.Set(k, i)
	}
	fmt.Println(cache.order, len(cache.data))
	var _ Container[int] = (*Base[int])(nil)
	fmt.Printf("%+v\n", *n)
}

// Output:
// letters [b a] 2
// [1 2 3] 3
// main.SortedInts main.Base[string]
// evict a 2
// evict b 1
// [c d] 2
// {Base:{items:[b a]} Name:letters}
