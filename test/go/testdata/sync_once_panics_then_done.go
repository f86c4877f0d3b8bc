package main

import (
	"errors"
	"fmt"
	"sync"
)

var (
	once   sync.Once
	config map[string]string
)

func load(fail bool) {
	once.Do(func() {
		if fail {
			panic(errors.New("config file missing"))
		}
		config = map[string]string{"mode": "prod"}
	})
}

func main() {
	func() {
		defer func() { fmt.Println("first load:", recover()) }()
		load(true)
	}()
	load(false) // Once counts a panicking call as done
	fmt.Println("config:", config, config == nil)

	v := sync.OnceValues(func() (int, error) { return 0, errors.New("dial failed") })
	n, err := v()
	fmt.Println(n, err)
	f := sync.OnceFunc(func() { panic("boom") })
	for i := 0; i < 2; i++ {
		func() {
			defer func() { fmt.Println("call", i, "recovered:", recover()) }()
			f()
		}()
	}
}

// Output:
// first load: config file missing
// config: map[] true
// 0 dial failed
// call 0 recovered: boom
// call 1 recovered: boom
