package main

import (
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
)

type result struct {
	id  int
	val string
	err error
}

func safeGo(wg *sync.WaitGroup, id int, out chan<- result, f func() string) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer func() {
			if r := recover(); r != nil {
				var re runtime.Error
				err, isErr := r.(error)
				kind := "value"
				if isErr && errors.As(err, &re) {
					kind = "runtime"
				} else if isErr {
					kind = "error"
				}
				out <- result{id, "", fmt.Errorf("worker %d panicked (%s): %v", id, kind, r)}
			}
		}()
		out <- result{id, f(), nil}
	}()
}

func main() {
	out := make(chan result, 10)
	var wg sync.WaitGroup
	var m map[string]int
	items := []string{"a"}
	safeGo(&wg, 1, out, func() string { return strings.ToUpper("ok") })
	safeGo(&wg, 2, out, func() string { m["x"] = 1; return "unreachable" })
	safeGo(&wg, 3, out, func() string { return items[5] })
	safeGo(&wg, 4, out, func() string { panic(errors.New("custom failure")) })
	safeGo(&wg, 5, out, func() string { panic(fmt.Sprintf("string %d", 5)) })
	safeGo(&wg, 6, out, func() string { var p *result; return p.val })
	safeGo(&wg, 7, out, func() string { runtime.Goexit(); return "never" })
	wg.Wait()
	close(out)
	var rs []result
	for r := range out {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].id < rs[j].id })
	for _, r := range rs {
		if r.err != nil {
			fmt.Println(r.err)
		} else {
			fmt.Println(r.id, r.val)
		}
	}
	fmt.Println(len(rs), runtime.NumGoroutine())
}

// Output:
// 1 OK
// worker 2 panicked (runtime): assignment to entry in nil map
// worker 3 panicked (runtime): runtime error: index out of range [5] with length 1
// worker 4 panicked (error): custom failure
// worker 5 panicked (value): string 5
// worker 6 panicked (runtime): runtime error: invalid memory address or nil pointer dereference
// 6 1
