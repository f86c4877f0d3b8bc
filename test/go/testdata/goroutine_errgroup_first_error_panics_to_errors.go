package main

import (
	"errors"
	"fmt"
	"sync"
)

// errgroup-like helper: the first error cancels the rest; panics in tasks
// are turned into errors by the helper.

type Group struct {
	wg    sync.WaitGroup
	once  sync.Once
	err   error
	onErr func()
}

func (g *Group) Go(name string, f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		defer func() {
			if r := recover(); r != nil {
				g.setErr(fmt.Errorf("task %s panicked: %v", name, r))
			}
		}()
		if err := f(); err != nil {
			g.setErr(fmt.Errorf("task %s: %w", name, err))
		}
	}()
}

func (g *Group) setErr(err error) {
	g.once.Do(func() {
		g.err = err
		if g.onErr != nil {
			g.onErr()
		}
	})
}

func (g *Group) Wait() error {
	g.wg.Wait()
	return g.err
}

var ErrNotFound = errors.New("not found")

func main() {
	step := make(chan struct{})
	g := Group{onErr: func() { close(step) }}
	g.Go("lookup", func() error {
		return ErrNotFound
	})
	g.Go("parse", func() error {
		<-step
		var m map[string]int
		m["x"] = 1
		return nil
	})
	err := g.Wait()
	fmt.Println(err, errors.Is(err, ErrNotFound))

	var g2 Group
	g2.Go("index", func() error {
		var s []int
		return fmt.Errorf("bad index %d", s[3])
	})
	fmt.Println(g2.Wait())

	var g3 Group
	for i := range 3 {
		g3.Go(fmt.Sprint("ok", i), func() error { return nil })
	}
	fmt.Println(g3.Wait())
}

// Output:
// task lookup: not found true
// task index panicked: runtime error: index out of range [3] with length 0
// <nil>
