package main

import (
	"fmt"
	"sort"
	"strings"
)

type Plugin struct {
	Name string
	Run  func() string
}

func main() {
	var fns []func() int
	for i := 0; i < 3; i++ {
		fns = append(fns, func() int { return i * i })
	}
	for _, f := range fns {
		fmt.Print(f(), " ")
	}
	fmt.Println()

	// The three-clause loop copies the variable at each iteration, but the
	// post statement runs on the new copy.
	var ptrs []*int
	for i := 0; i < 3; i++ {
		ptrs = append(ptrs, &i)
		i++
	}
	for _, p := range ptrs {
		fmt.Print(*p, " ")
	}
	fmt.Println()

	names := []string{"auth", "cache", "metrics"}
	var plugins []Plugin
	for _, n := range names {
		plugins = append(plugins, Plugin{Name: n, Run: func() string { return strings.ToUpper(n) }})
	}
	for _, p := range plugins {
		fmt.Println(p.Name, p.Run())
	}

	handlers := map[string]func() string{}
	for idx, n := range names {
		handlers[n] = func() string { return fmt.Sprintf("%d:%s", idx, n) }
	}
	keys := make([]string, 0)
	for k := range handlers {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Print(handlers[k](), " ")
	}
	fmt.Println()

	// A variable declared outside the loop is shared.
	var shared string
	var outs []func() string
	for _, n := range names {
		shared = n
		outs = append(outs, func() string { return shared })
	}
	for _, f := range outs {
		fmt.Print(f(), " ")
	}
	fmt.Println()

	acc := 0
	adders := make([]func(), 0)
	for i := range 4 {
		adders = append(adders, func() { acc += i })
	}
	for _, a := range adders {
		a()
	}
	fmt.Println(acc)
}

// Output:
// 0 1 4 
// 1 3 
// auth AUTH
// cache CACHE
// metrics METRICS
// 0:auth 1:cache 2:metrics 
// metrics metrics metrics 
// 6
