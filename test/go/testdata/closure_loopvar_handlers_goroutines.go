package main

import (
	"fmt"
	"sort"
	"sync"
)

type Handler func() string

func main() {
	var funcs []func() int
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() int { return i * i })
	}
	for _, f := range funcs {
		fmt.Print(f(), " ")
	}
	fmt.Println()

	handlers := map[string]Handler{}
	for _, name := range []string{"get", "put", "delete"} {
		handlers[name] = func() string { return "handled " + name }
	}
	keys := make([]string, 0, len(handlers))
	for k := range handlers {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(handlers[k]())
	}

	var ptrs []*int
	for i := range 3 {
		ptrs = append(ptrs, &i)
	}
	for _, p := range ptrs {
		fmt.Print(*p, " ")
	}
	fmt.Println()

	var mu sync.Mutex
	var wg sync.WaitGroup
	seen := []int{}
	for i := 0; i < 5; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			seen = append(seen, i)
			mu.Unlock()
		}()
	}
	wg.Wait()
	sort.Ints(seen)
	fmt.Println(seen)

	counter := func() func() int {
		c := 0
		return func() int {
			c++
			return c
		}
	}
	a, b := counter(), counter()
	a()
	a()
	fmt.Println(a(), b())

	for i := 0; i < 3; i++ {
		defer func() { fmt.Print("defer ", i, "; ") }()
	}
	x := 10
	show := func() { fmt.Println("x =", x) }
	x = 20
	show()
	for i := 0; i < 3; i++ {
		i := i * 10
		fmt.Print(i, " ")
	}
	fmt.Println()
}

// Output:
// 0 1 4 
// handled delete
// handled get
// handled put
// 0 1 2 
// [0 1 2 3 4]
// 3 1
// x = 20
// 0 10 20 
// defer 2; defer 1; defer 0; 
// \ No newline at end of output
