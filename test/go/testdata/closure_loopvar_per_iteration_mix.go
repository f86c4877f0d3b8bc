package main

import (
	"fmt"
	"sort"
	"sync"
)

func main() {
	var fns []func() int
	for i := 0; i < 3; i++ {
		fns = append(fns, func() int { return i * i })
	}
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()
	var ptrs []*int
	for i := range 3 {
		ptrs = append(ptrs, &i)
	}
	for _, p := range ptrs {
		fmt.Print(*p, " ")
	}
	fmt.Println()
	var wg sync.WaitGroup
	var mu sync.Mutex
	results := []string{}
	for _, s := range []string{"a", "b", "c", "d"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			results = append(results, s)
			mu.Unlock()
		}()
	}
	wg.Wait()
	sort.Strings(results)
	fmt.Println(results)
	counter := func() func() int {
		c := 0
		return func() int {
			c++
			return c
		}
	}()
	counter()
	counter()
	fmt.Println(counter())
	for i := 0; i < 3; i++ {
		defer func() { fmt.Println("deferred", i) }()
	}
	// modify loop var inside body: each iteration has its own copy but updates carry into next
	for i := 0; i < 10; i++ {
		if i%3 == 0 {
			i++
		}
		fmt.Print(i, ",")
	}
	fmt.Println()
}

// Output:
// 0 1 4 
// 0 1 2 
// [a b c d]
// 3
// 1,2,4,5,7,8,10,
// deferred 2
// deferred 1
// deferred 0
