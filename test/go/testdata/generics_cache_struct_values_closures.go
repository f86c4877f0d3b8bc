package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Entry[V any] struct {
	Val  V
	Hits int
}

type Cache[K comparable, V any] struct {
	data    map[K]*Entry[V]
	onEvict func(K, V)
	cap     int
	order   []K
}

func NewCache[K comparable, V any](capacity int, onEvict func(K, V)) *Cache[K, V] {
	return &Cache[K, V]{data: make(map[K]*Entry[V]), onEvict: onEvict, cap: capacity}
}

func (c *Cache[K, V]) Put(k K, v V) {
	if e, ok := c.data[k]; ok {
		e.Val = v
		return
	}
	if len(c.order) == c.cap {
		oldest := c.order[0]
		c.order = c.order[1:]
		if c.onEvict != nil {
			c.onEvict(oldest, c.data[oldest].Val)
		}
		delete(c.data, oldest)
	}
	c.data[k] = &Entry[V]{Val: v}
	c.order = append(c.order, k)
}

var ErrMiss = errors.New("cache miss")

func (c *Cache[K, V]) Get(k K) (V, error) {
	e, ok := c.data[k]
	if !ok {
		var zero V
		return zero, fmt.Errorf("get %v: %w", k, ErrMiss)
	}
	e.Hits++
	return e.Val, nil
}

func (c *Cache[K, V]) Each(f func(K, Entry[V])) {
	keys := make([]K, len(c.order))
	copy(keys, c.order)
	for _, k := range keys {
		f(k, *c.data[k])
	}
}

func GetOr[K comparable, V any](c *Cache[K, V], k K, load func(K) (V, error)) (V, error) {
	v, err := c.Get(k)
	if errors.Is(err, ErrMiss) {
		v, err = load(k)
		if err == nil {
			c.Put(k, v)
		}
	}
	return v, err
}

type User struct {
	ID    int
	Name  string
	Roles []string
}

func main() {
	var evicted []string
	c := NewCache[int, User](2, func(id int, u User) {
		evicted = append(evicted, fmt.Sprintf("%d:%s", id, u.Name))
	})
	load := func(id int) (User, error) {
		if id < 0 {
			return User{}, fmt.Errorf("bad id %d", id)
		}
		return User{ID: id, Name: strings.Repeat("u", id), Roles: []string{"r"}}, nil
	}
	for _, id := range []int{1, 2, 1, 3, -1, 2, 4} {
		u, err := GetOr(c, id, load)
		fmt.Printf("%d -> %+v %v\n", id, u, err)
	}
	fmt.Println("evicted:", evicted)
	c.Each(func(k int, e Entry[User]) {
		fmt.Printf("  %d %v hits=%d\n", k, e.Val.Name, e.Hits)
	})
	_, err := c.Get(99)
	fmt.Println(err, errors.Is(err, ErrMiss))

	words := NewCache[string, [3]int](3, nil)
	for _, w := range strings.Fields("go is fun and go is fast") {
		cur, _ := words.Get(w)
		cur[len(w)%3]++
		words.Put(w, cur)
	}
	var out []string
	words.Each(func(k string, e Entry[[3]int]) { out = append(out, fmt.Sprint(k, e.Val)) })
	sort.Strings(out)
	fmt.Println(out)
	fmt.Printf("%T %T\n", c, Entry[[3]int]{})
}

// Output:
// 1 -> {ID:1 Name:u Roles:[r]} <nil>
// 2 -> {ID:2 Name:uu Roles:[r]} <nil>
// 1 -> {ID:1 Name:u Roles:[r]} <nil>
// 3 -> {ID:3 Name:uuu Roles:[r]} <nil>
// -1 -> {ID:0 Name: Roles:[]} bad id -1
// 2 -> {ID:2 Name:uu Roles:[r]} <nil>
// 4 -> {ID:4 Name:uuuu Roles:[r]} <nil>
// evicted: [1:u 2:uu]
//   3 uuu hits=0
//   4 uuuu hits=0
// get 99: cache miss true
// [fast[0 1 0] go[0 0 1] is[0 0 1]]
// *main.Cache[int,main.User] main.Entry[[3]int]
