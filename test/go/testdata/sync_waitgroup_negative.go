package main

import (
	"fmt"
	"sync"
)

func main() {
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("init", i) })
	}
	get := sync.OnceValue(func() int { fmt.Println("computing"); return 42 })
	fmt.Println(get(), get())
	gv := sync.OnceValues(func() (string, error) { return "", fmt.Errorf("load failed") })
	s, err := gv()
	fmt.Printf("%q %v\n", s, err)
	f := sync.OnceFunc(func() { panic("once func panics") })
	for i := 0; i < 2; i++ {
		func() {
			defer func() { fmt.Println("recovered", i, recover()) }()
			f()
		}()
	}
	var wg sync.WaitGroup
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		wg.Done()
	}()
	var m sync.Map
	m.Store("b", 2)
	m.Store("a", 1)
	v, loaded := m.LoadOrStore("a", 9)
	fmt.Println(v, loaded)
	v, loaded = m.LoadAndDelete("b")
	fmt.Println(v, loaded)
	n := 0
	m.Range(func(k, v any) bool { n++; return true })
	fmt.Println("len", n)
	wg.Add(-1)
}

// Output:
// init 0
// computing
// 42 42
// "" load failed
// recovered 0 once func panics
// recovered 1 once func panics
// recovered: sync: negative WaitGroup counter
// 1 true
// 2 true
// len 1
// Stderr:
// panic: sync: negative WaitGroup counter
//
// goroutine 1 [running]:
// Exit: 2
