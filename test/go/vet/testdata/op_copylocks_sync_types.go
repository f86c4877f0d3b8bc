package main

import (
	"fmt"
	"sync"
)

type Registry struct {
	byName sync.Map
	pool   sync.Pool
}

type Notifier struct {
	cond *sync.Cond
	c    sync.Cond
}

func lookup(r Registry, name string) (any, bool) { return r.byName.Load(name) }

func wake(n Notifier) { n.c.Broadcast() }

func main() {
	var r Registry
	v, ok := lookup(r, "a")
	copied := r
	var once sync.Once
	o2 := once
	n := Notifier{}
	wake(n)
	fmt.Println(v, ok, &copied, &o2)
}
