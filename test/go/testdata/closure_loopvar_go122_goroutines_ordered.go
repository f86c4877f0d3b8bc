package main

import (
	"fmt"
	"sort"
	"sync"
)

func main() {
	var funcs []func() int
	for i := 0; i < 3; i++ {
		funcs = append(funcs, func() int { return i * 10 })
	}
	for _, f := range funcs {
		fmt.Print(f(), " ")
	}
	fmt.Println()

	// The variable is per-iteration, but changes inside the body are seen by the next iteration's copy.
	for i := 0; i < 5; i++ {
		defer func() { fmt.Print("d", i, " ") }()
		i++
	}

	var mu sync.Mutex
	var wg sync.WaitGroup
	seen := []string{}
	for _, name := range []string{"alpha", "beta", "gamma"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			seen = append(seen, name)
			mu.Unlock()
		}()
	}
	wg.Wait()
	sort.Strings(seen)
	fmt.Println(seen)

	ptrs := []*int{}
	for i := range 3 {
		ptrs = append(ptrs, &i)
	}
	for _, p := range ptrs {
		fmt.Print(*p, " ")
	}
	fmt.Println()

	m := map[string]func() string{}
	for _, k := range []string{"a", "b"} {
		m[k] = func() string { return k + k }
	}
	fmt.Println(m["a"](), m["b"]())

	results := make([]int, 4)
	var wg2 sync.WaitGroup
	for i, v := range []int{2, 3, 4, 5} {
		wg2.Add(1)
		go func() {
			defer wg2.Done()
			results[i] = v * v
		}()
	}
	wg2.Wait()
	fmt.Println(results)
}

// Output:
// 0 10 20 
// [alpha beta gamma]
// 0 1 2 
// aa bb
// [4 9 16 25]
// d5 d3 d1 
// \ No newline at end of output
