package main

import (
	"fmt"
	"sort"
)

type Cache[K comparable, V any] struct {
	data  map[K]V
	order []K
	limit int
}

func NewCache[K comparable, V any](limit int) *Cache[K, V] {
	return &Cache[K, V]{data: make(map[K]V), limit: limit}
}

func (c *Cache[K, V]) Put(k K, v V) {
	if _, ok := c.data[k]; !ok {
		c.order = append(c.order, k)
	}
	c.data[k] = v
	if len(c.order) > c.limit {
		oldest := c.order[0]
		c.order = c.order[1:]
		delete(c.data, oldest)
	}
}

func (c *Cache[K, V]) Get(k K) (V, bool) {
	v, ok := c.data[k]
	return v, ok
}

type key struct {
	ns, name string
}

func main() {
	c := NewCache[key, int](2)
	c.Put(key{"default", "a"}, 1)
	c.Put(key{"default", "b"}, 2)
	c.Put(key{"default", "a"}, 10)
	c.Put(key{"kube-system", "c"}, 3)
	_, okA := c.Get(key{"default", "a"})
	vb, okB := c.Get(key{"default", "b"})
	fmt.Println(okA, vb, okB, len(c.data))
	var names []string
	for k := range c.data {
		names = append(names, k.ns+"/"+k.name)
	}
	sort.Strings(names)
	fmt.Println(names)
}

// Output:
// false 2 true 2
// [default/b kube-system/c]
