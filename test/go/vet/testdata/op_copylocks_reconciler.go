package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

type Cache struct {
	mu    sync.RWMutex
	items map[string]string
}

type Reconciler struct {
	sync.Mutex
	cache Cache
	count atomic.Int64
	once  sync.Once
}

func (r Reconciler) Get(key string) string {
	return r.cache.items[key]
}

func snapshot(c Cache) map[string]string { return c.items }

func newReconciler() Reconciler {
	var r Reconciler
	return r
}

func main() {
	r := &Reconciler{}
	copy := *r
	caches := []Cache{{}, {}}
	for _, c := range caches {
		fmt.Println(snapshot(c))
	}
	var wg sync.WaitGroup
	worker := func(wg sync.WaitGroup) { wg.Done() }
	wg.Add(1)
	go worker(wg)
	fmt.Println(copy.Get("a"), newReconciler)
	m := map[string]Cache{}
	m["a"] = caches[0]
	p := struct{ mu sync.Mutex }{}
	q := p
	_ = q
	var once sync.Once
	fmt.Printf("%v\n", once)
	ch := make(chan sync.Mutex)
	_ = ch
	var arr [2]sync.Mutex
	arr2 := arr
	_ = arr2
}
